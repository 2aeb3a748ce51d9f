<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Disattivata</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Veloce</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>White played %1</source>
        <translation>Il Bianco ha giocato %1</translation>
    </message>
    <message>
        <source>Black played %1</source>
        <translation>Il Nero ha giocato %1</translation>
    </message>
    <message numerus="yes">
        <source>White captured %n: %1</source>
        <translation>
            <numerusform>Il Bianco ha preso %n pezzo: %1</numerusform>
            <numerusform>Il Bianco ha preso %n pezzi: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black captured %n: %1</source>
        <translation>
            <numerusform>Il Nero ha preso %n pezzo: %1</numerusform>
            <numerusform>Il Nero ha preso %n pezzi: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Intervening</source>
        <translation>Con presa intermedia</translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation>Colpo turco</translation>
    </message>
    <message>
        <source>Each taken piece goes under the capturer at once; a column may be jumped again whenever its top is again an enemy piece.</source>
        <translation>Ogni pezzo preso va subito sotto la colonna che prende; una colonna può essere saltata di nuovo ogni volta che in cima ha di nuovo un pezzo avversario.</translation>
    </message>
    <message>
        <source>As standard, but the column jumped on the previous jump may not be jumped straight away.</source>
        <translation>Come Standard, ma la colonna saltata nel salto precedente non può essere saltata subito dopo.</translation>
    </message>
    <message>
        <source>Jumped columns stay until the move is complete and may not be jumped twice (the Russian &quot;Turkish strike&quot;).</source>
        <translation>Le colonne saltate restano al loro posto finché la mossa non è completa e non possono essere saltate due volte (il “colpo turco” della dama russa).</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Livello del computer</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>principiante</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>amatoriale</translation>
    </message>
    <message>
        <source>club</source>
        <translation>da circolo</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Livello del computer:</translation>
    </message>
</context>
<context>
    <name>ConnectionQuestions</name>
    <message>
        <source>Server Certificate Changed</source>
        <translation>Il certificato del server è cambiato</translation>
    </message>
    <message>
        <source>New Server Certificate</source>
        <translation>Nuovo certificato del server</translation>
    </message>
    <message>
        <source>The certificate of %1 has changed since you last played there.

Before: %2
Now: %3

This may be an attacker between you and the server. Accept the new certificate only if the server&apos;s operator says it changed and its fingerprint is the one above.</source>
        <translation>Il certificato di %1 è cambiato dall&apos;ultima volta che ci hai giocato.

Prima: %2
Ora: %3

Potrebbe esserci un attaccante tra te e il server. Accetta il nuovo certificato solo se l&apos;amministratore del server conferma che è cambiato e che la sua impronta è quella qui sopra.</translation>
    </message>
    <message>
        <source>The certificates you accepted are kept in %1.</source>
        <translation>I certificati che hai accettato sono conservati in %1.</translation>
    </message>
    <message>
        <source>This is your first connection to %1. No certificate authority vouches for its certificate, whose SHA-256 fingerprint is:

%2

Compare it with the fingerprint the server&apos;s operator publishes (bashni-server prints it at its start). Trust this server?</source>
        <translation>Questa è la tua prima connessione a %1. Nessuna autorità di certificazione garantisce per il suo certificato, la cui impronta SHA-256 è:

%2

Confrontala con l&apos;impronta pubblicata dall&apos;amministratore del server (bashni-server la stampa all&apos;avvio). Fidarsi di questo server?</translation>
    </message>
    <message>
        <source>&amp;Accept the New Certificate</source>
        <translation>&amp;Accetta il nuovo certificato</translation>
    </message>
    <message>
        <source>&amp;Trust and Connect</source>
        <translation>&amp;Fidati e connetti</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>Cifratura</translation>
    </message>
    <message>
        <source>%1 did not answer with encryption (TLS). It may be a server without encryption, which is meant only for this computer or your own network. Connect without encryption?</source>
        <translation>%1 non ha risposto con la cifratura (TLS). Potrebbe essere un server senza cifratura, pensato solo per questo computer o per la tua rete. Connettersi senza cifratura?</translation>
    </message>
    <message>
        <source>%1 closed the connection at once: it probably expects encryption (TLS). Connect with encryption?</source>
        <translation>%1 ha chiuso subito la connessione: probabilmente si aspetta la cifratura (TLS). Connettersi con la cifratura?</translation>
    </message>
    <message>
        <source>Connect &amp;Without Encryption</source>
        <translation>Connetti &amp;senza cifratura</translation>
    </message>
    <message>
        <source>Connect &amp;With Encryption</source>
        <translation>Connetti &amp;con cifratura</translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message numerus="yes">
        <source>White wins in %n move(s)</source>
        <translation>
            <numerusform>Il Bianco vince in %n mossa</numerusform>
            <numerusform>Il Bianco vince in %n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n move(s)</source>
        <translation>
            <numerusform>Il Nero vince in %n mossa</numerusform>
            <numerusform>Il Nero vince in %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>White&apos;s move: its number, the move</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1… %2</source>
        <comment>Black&apos;s move: its number, the move</comment>
        <translation>%1… %2</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>parità</translation>
    </message>
    <message>
        <source>White is better by %1</source>
        <translation>Il Bianco è in vantaggio di %1</translation>
    </message>
    <message>
        <source>Black is better by %1</source>
        <translation>Il Nero è in vantaggio di %1</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Rules of Bashni</source>
        <translation>Regole di Bashni</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Scorciatoia</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>About Bashni</source>
        <translation>Informazioni su Bashni</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bashni %1&lt;/h3&gt;&lt;p&gt;Column draughts: Russian draughts in which captured pieces go under the capturing piece and towers grow.&lt;/p&gt;&lt;p&gt;Play against the computer at ten levels or against a friend; save, replay and study games.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Credits: the Bashni developers; the rules follow the Russian tradition of the game, with three rule sets for taking from the same column again; successor of bashnya 0.1, a two-player SDL program. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bashni %1&lt;/h3&gt;&lt;p&gt;Dama a colonne: la dama russa in cui i pezzi presi finiscono sotto il pezzo che li prende e le colonne crescono.&lt;/p&gt;&lt;p&gt;Gioca contro il computer a dieci livelli o contro un amico; salva, rivedi e studia le partite.&lt;/p&gt;&lt;p&gt;Licenza: GNU General Public License, versione 3 o successiva.&lt;/p&gt;&lt;p&gt;Riconoscimenti: gli sviluppatori di Bashni; le regole seguono la tradizione russa del gioco, con tre insiemi di regole per le prese ripetute dalla stessa colonna; successore di bashnya 0.1, un programma SDL per due giocatori. Realizzato con Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Board Cursor: Move</source>
        <translation>Cursore della scacchiera: sposta</translation>
    </message>
    <message>
        <source>Board Cursor: Click Its Square</source>
        <translation>Cursore della scacchiera: clic sulla sua casella</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>That is not the move this step asks for.</source>
        <translation>Questa non è la mossa che chiede questo passo.</translation>
    </message>
    <message>
        <source>That is not a capture.</source>
        <translation>Questa non è una presa.</translation>
    </message>
    <message>
        <source>That capture takes a different number of pieces.</source>
        <translation>Questa presa prende un numero diverso di pezzi.</translation>
    </message>
    <message>
        <source>That move crowns no man.</source>
        <translation>Questa mossa non promuove nessuna pedina.</translation>
    </message>
    <message>
        <source>That capture leaves the prisoner buried.</source>
        <translation>Con questa presa il prigioniero resta sepolto.</translation>
    </message>
    <message>
        <source>After that move you lose a column.</source>
        <translation>Dopo questa mossa perdi una colonna.</translation>
    </message>
    <message>
        <source>That move gives the win away.</source>
        <translation>Questa mossa butta via la vittoria.</translation>
    </message>
    <message>
        <source>Moving the men</source>
        <translation>Muovere le pedine</translation>
    </message>
    <message>
        <source>This is the start. White moves first, and a man steps one square diagonally forward onto an empty square. Make any move.</source>
        <translation>Questa è la posizione iniziale. Il Bianco muove per primo, e una pedina avanza di una casa in diagonale su una casa vuota. Fai una mossa qualsiasi.</translation>
    </message>
    <message>
        <source>Pick up one of the men on the third row and put it on an empty square in front of it.</source>
        <translation>Prendi una pedina della terza riga e mettila su una casa vuota davanti a lei.</translation>
    </message>
    <message>
        <source>Only the dark squares are used. Move the man on c3 to d4, the centre of the board.</source>
        <translation>Si gioca solo sulle case scure. Muovi la pedina da c3 a d4, al centro della scacchiera.</translation>
    </message>
    <message>
        <source>d4 is diagonally up and to the right of c3.</source>
        <translation>d4 è in diagonale, in alto a destra di c3.</translation>
    </message>
    <message>
        <source>That goes to b4. Aim for d4, to the right.</source>
        <translation>Così vai in b4. Punta a d4, verso destra.</translation>
    </message>
    <message>
        <source>Move the man on c3, not another one.</source>
        <translation>Muovi la pedina in c3, non un&apos;altra.</translation>
    </message>
    <message>
        <source>Forward to the right of e3 is f4.</source>
        <translation>Avanti a destra di e3 c&apos;è f4.</translation>
    </message>
    <message>
        <source>That is forward to the left. Try f4.</source>
        <translation>Questo è avanti a sinistra. Prova f4.</translation>
    </message>
    <message>
        <source>Capturing is compulsory</source>
        <translation>La presa è obbligatoria</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy column next to it onto the empty square behind. When you can capture, you must. Capture the black man on d4.</source>
        <translation>Una pedina cattura saltando una colonna nemica accanto a lei e atterrando sulla casa vuota dietro. Se puoi catturare, devi farlo. Cattura la pedina nera in d4.</translation>
    </message>
    <message>
        <source>The man on c3 jumps over d4 and lands on e5.</source>
        <translation>La pedina in c3 salta d4 e atterra in e5.</translation>
    </message>
    <message>
        <source>Men capture backward too, and that capture is just as compulsory.</source>
        <translation>Le pedine catturano anche all&apos;indietro, e anche questa presa è obbligatoria.</translation>
    </message>
    <message>
        <source>The man on e5 jumps back over d4 to c3.</source>
        <translation>La pedina in e5 salta all&apos;indietro d4 e arriva in c3.</translation>
    </message>
    <message>
        <source>Two of your men can capture d4. You may choose either one.</source>
        <translation>Due tue pedine possono catturare d4. Puoi scegliere quella che vuoi.</translation>
    </message>
    <message>
        <source>Jump from c3 to e5, or from e3 to c5.</source>
        <translation>Salta da c3 a e5, oppure da e3 a c5.</translation>
    </message>
    <message>
        <source>Captured pieces go under</source>
        <translation>I pezzi catturati vanno sotto</translation>
    </message>
    <message>
        <source>Nothing ever leaves the board. A captured man goes under the man that took it, and the two stand as one column. Capture d4.</source>
        <translation>Nulla lascia mai la scacchiera. La pedina catturata va sotto quella che l&apos;ha presa, e le due formano una colonna. Cattura d4.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4 to e5.</source>
        <translation>Salta da c3 oltre d4 fino a e5.</translation>
    </message>
    <message>
        <source>Your column on c3 has a black man under a white one. The top piece decides: the column is yours and moves like a man. Move it to d4.</source>
        <translation>La tua colonna in c3 ha una pedina nera sotto una bianca. Decide il pezzo in cima: la colonna è tua e muove come una pedina. Portala in d4.</translation>
    </message>
    <message>
        <source>The whole column moves together, one square forward to d4.</source>
        <translation>Tutta la colonna si muove insieme, di una casa avanti fino a d4.</translation>
    </message>
    <message>
        <source>That is b4. Move the column to d4.</source>
        <translation>Quella è b4. Porta la colonna in d4.</translation>
    </message>
    <message>
        <source>The column on d4 holds two black men. A capture takes only the top one; the man below stays on d4. Capture it.</source>
        <translation>La colonna in d4 ha due pedine nere. Una presa prende solo quella in cima; quella sotto resta in d4. Catturala.</translation>
    </message>
    <message>
        <source>Several captures in one move</source>
        <translation>Più prese in una mossa</translation>
    </message>
    <message>
        <source>After a jump, if your column can jump again, it must, in the same move. Take both black men.</source>
        <translation>Dopo un salto, se la tua colonna può saltare ancora, deve farlo nella stessa mossa. Cattura entrambe le pedine nere.</translation>
    </message>
    <message>
        <source>Jump from c3 to e5, then on over f6 to g7.</source>
        <translation>Salta da c3 a e5, poi prosegui oltre f6 fino a g7.</translation>
    </message>
    <message>
        <source>You may choose any capture, short or long; nothing forces the longest. Here choose the one that takes two men.</source>
        <translation>Puoi scegliere qualsiasi presa, corta o lunga; la più lunga non è obbligatoria. Qui scegli quella che prende due pedine.</translation>
    </message>
    <message>
        <source>Over d4 and then over f6.</source>
        <translation>Oltre d4 e poi oltre f6.</translation>
    </message>
    <message>
        <source>That takes only one man. The way over d4 takes two.</source>
        <translation>Così prendi una sola pedina. Passando per d4 ne prendi due.</translation>
    </message>
    <message>
        <source>Both captures take one man, but after one of them Black takes your column back. Find the capture that keeps it.</source>
        <translation>Entrambe le prese prendono una pedina, ma dopo una di esse il Nero ti riprende la colonna. Trova la presa che la conserva.</translation>
    </message>
    <message>
        <source>Look at what the black man on f6 could do next.</source>
        <translation>Guarda che cosa potrebbe fare dopo la pedina nera in f6.</translation>
    </message>
    <message>
        <source>From e5 your column can be taken by f6, which lands on the empty d4.</source>
        <translation>In e5 la tua colonna può essere catturata da f6, che atterra in d4, ormai vuota.</translation>
    </message>
    <message>
        <source>Freeing prisoners</source>
        <translation>Liberare i prigionieri</translation>
    </message>
    <message>
        <source>The column on d4 has two white men under a black one. Take its top and they are yours again.</source>
        <translation>La colonna in d4 ha due pedine bianche sotto una nera. Prendi quella in cima e torneranno tue.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4. The black man comes with you; the white men are free again.</source>
        <translation>Salta da c3 oltre d4. La pedina nera viene con te; quelle bianche sono di nuovo libere.</translation>
    </message>
    <message>
        <source>A white man is a prisoner on d4. Make the capture that frees the white man on d4.</source>
        <translation>In d4 c&apos;è una pedina bianca prigioniera. Fai la presa che libera la pedina bianca in d4.</translation>
    </message>
    <message>
        <source>Of your two captures, take the one over d4.</source>
        <translation>Delle tue due prese, scegli quella oltre d4.</translation>
    </message>
    <message>
        <source>That capture leaves the prisoner on d4 buried.</source>
        <translation>Con questa presa il prigioniero in d4 resta sepolto.</translation>
    </message>
    <message>
        <source>A buried king stays a king. Free the white king under the black man on d4.</source>
        <translation>Una dama sepolta resta una dama. Libera la dama bianca sotto la pedina nera in d4.</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>La promozione</translation>
    </message>
    <message>
        <source>A man that reaches the far row becomes a king. Crown your man.</source>
        <translation>Una pedina che raggiunge l&apos;ultima riga diventa dama. Promuovi la tua pedina.</translation>
    </message>
    <message>
        <source>Step from c7 to b8 or d8.</source>
        <translation>Muovi da c7 a b8 o a d8.</translation>
    </message>
    <message>
        <source>Only the top piece is crowned; the prisoners under it stay men. Crown the column.</source>
        <translation>Viene promosso solo il pezzo in cima; i prigionieri sotto restano pedine. Promuovi la colonna.</translation>
    </message>
    <message>
        <source>Step from c7 to the last row.</source>
        <translation>Muovi da c7 all&apos;ultima riga.</translation>
    </message>
    <message>
        <source>A man crowned in the middle of a capture goes on capturing as a king in the same move. Take g7 and go on.</source>
        <translation>Una pedina promossa a metà di una presa continua a catturare come dama nella stessa mossa. Cattura g7 e prosegui.</translation>
    </message>
    <message>
        <source>Jump from h6 over g7 to f8, then fly on as a king over c5 or back over g7.</source>
        <translation>Salta da h6 oltre g7 fino a f8, poi vola avanti come dama oltre c5 o di nuovo oltre g7.</translation>
    </message>
    <message>
        <source>The flying king</source>
        <translation>La dama volante</translation>
    </message>
    <message>
        <source>A king moves any number of empty squares along a diagonal, forward or backward. Fly from a1 to h8 in one move.</source>
        <translation>Una dama si muove di quante case vuote vuole lungo una diagonale, avanti o indietro. Vola da a1 a h8 in una mossa.</translation>
    </message>
    <message>
        <source>The long diagonal from a1 runs all the way to h8.</source>
        <translation>La grande diagonale va da a1 fino a h8.</translation>
    </message>
    <message>
        <source>A good king move, but the task is to reach h8.</source>
        <translation>Una buona mossa di dama, ma il compito è arrivare in h8.</translation>
    </message>
    <message>
        <source>A king captures from afar: it jumps an enemy column anywhere on its diagonal and lands on any empty square behind it. Capture e5.</source>
        <translation>Una dama cattura a distanza: salta una colonna nemica in qualunque punto della sua diagonale e atterra su una qualsiasi casa vuota dietro. Cattura e5.</translation>
    </message>
    <message>
        <source>Fly from a1 over e5 and land on f6, g7 or h8.</source>
        <translation>Vola da a1 oltre e5 e atterra in f6, g7 o h8.</translation>
    </message>
    <message>
        <source>If the king can capture again from one of its landing squares, it must land there. Take both black men.</source>
        <translation>Se da una delle case d&apos;arrivo la dama può catturare ancora, deve atterrare lì. Cattura entrambe le pedine nere.</translation>
    </message>
    <message>
        <source>Jump c3 and land on e5: from there the king can take f4.</source>
        <translation>Salta c3 e atterra in e5: da lì la dama può prendere f4.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Vincere e pareggiare</translation>
    </message>
    <message>
        <source>A player who cannot move loses. Take Black&apos;s last column and Black has nothing left to move.</source>
        <translation>Chi non può muovere perde. Prendi l&apos;ultima colonna del Nero e il Nero non avrà più niente da muovere.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4.</source>
        <translation>Salta da c3 oltre d4.</translation>
    </message>
    <message>
        <source>A player whose columns are all blocked loses too. Find the move that leaves Black no move at all.</source>
        <translation>Perde anche chi ha tutte le colonne bloccate. Trova la mossa che non lascia al Nero nessuna mossa.</translation>
    </message>
    <message>
        <source>Fill b2 so that the black man can neither step there nor jump it.</source>
        <translation>Occupa b2, così la pedina nera non può né andarci né saltarla.</translation>
    </message>
    <message>
        <source>Now a3 can jump b2 and land on the empty c1.</source>
        <translation>Ora a3 può saltare b2 e atterrare in c1, rimasta vuota.</translation>
    </message>
    <message>
        <source>Black can still move after that. Look at b2.</source>
        <translation>Dopo questa mossa il Nero può ancora muovere. Guarda b2.</translation>
    </message>
    <message>
        <source>Some games cannot be won. A game is drawn when the same position comes for the third time, or after 30 plies in which only kings moved and nothing was captured. Make any move.</source>
        <translation>Alcune partite non si possono vincere. La partita è patta quando la stessa posizione si ripete per la terza volta, o dopo 30 semimosse in cui si sono mosse solo dame e nulla è stato catturato. Fai una mossa qualsiasi.</translation>
    </message>
    <message>
        <source>Any king move will do.</source>
        <translation>Va bene qualsiasi mossa di dama.</translation>
    </message>
    <message>
        <source>Three ways to re-take</source>
        <translation>Tre modi di riprendere</translation>
    </message>
    <message>
        <source>The old sources disagree about jumping a column again in the same move, so you choose a rule set for each game. Under the standard rules a taken piece goes under at once and frees its square. Take both black kings.</source>
        <translation>Le fonti antiche non sono d&apos;accordo sul saltare di nuovo una colonna nella stessa mossa, perciò per ogni partita scegli un insieme di regole. Con le regole standard il pezzo preso va sotto subito e libera la sua casa. Cattura entrambe le dame nere.</translation>
    </message>
    <message>
        <source>Take e3, fly back through the emptied e3 and f4, and take g5.</source>
        <translation>Prendi e3, torna indietro volando attraverso e3 e f4 ormai vuote, e prendi g5.</translation>
    </message>
    <message>
        <source>Under the Turkish strike the jumped columns stay until the move is over and block the way back. The same position: here only one king can be taken.</source>
        <translation>Con il colpo turco le colonne saltate restano al loro posto fino alla fine della mossa e bloccano la via del ritorno. Stessa posizione: qui si può prendere una sola dama.</translation>
    </message>
    <message>
        <source>Take either king; there is no way on.</source>
        <translation>Prendi una delle due dame; non si può proseguire.</translation>
    </message>
    <message>
        <source>Under the standard rules a column may be jumped again as soon as its top is an enemy once more, even at once. Jump b4 twice.</source>
        <translation>Con le regole standard una colonna può essere saltata di nuovo appena il suo pezzo in cima è di nuovo nemico, anche subito. Salta b4 due volte.</translation>
    </message>
    <message>
        <source>Jump b4, then straight back over it.</source>
        <translation>Salta b4, poi torna subito indietro oltre di essa.</translation>
    </message>
    <message>
        <source>That takes g7. Jump the column on b4 twice instead.</source>
        <translation>Così prendi g7. Salta invece due volte la colonna in b4.</translation>
    </message>
    <message>
        <source>Under the intervening rule a column may not be jumped on two jumps in a row. So the king must land where it can take g7.</source>
        <translation>Con la presa intermedia una colonna non può essere saltata in due salti di fila. Quindi la dama deve atterrare dove può prendere g7.</translation>
    </message>
    <message>
        <source>Jump b4 and land on f8, then take g7.</source>
        <translation>Salta b4, atterra in f8 e poi prendi g7.</translation>
    </message>
    <message>
        <source>A first endgame</source>
        <translation>Un primo finale</translation>
    </message>
    <message>
        <source>Two kings against one man. Win against the computer: catch the man.</source>
        <translation>Due dame contro una pedina. Vinci contro il computer: cattura la pedina.</translation>
    </message>
    <message>
        <source>Use both kings to close the diagonals in front of the man, then capture it.</source>
        <translation>Usa entrambe le dame per chiudere le diagonali davanti alla pedina, poi catturala.</translation>
    </message>
    <message>
        <source>You must capture f6, but where you land matters. Then win the game.</source>
        <translation>Devi catturare f6, ma conta dove atterri. Poi vinci la partita.</translation>
    </message>
    <message>
        <source>On g7 the man on h6 could capture your king. Land on h8.</source>
        <translation>In g7 la pedina in h6 potrebbe catturare la tua dama. Atterra in h8.</translation>
    </message>
    <message>
        <source>On g7 the black man on h6 jumps your king.</source>
        <translation>In g7 la pedina nera in h6 salta la tua dama.</translation>
    </message>
    <message>
        <source>A king and a man against two men. Win the game.</source>
        <translation>Una dama e una pedina contro due pedine. Vinci la partita.</translation>
    </message>
    <message>
        <source>Offer your man on f4: g5 must take it, and then your king is ready.</source>
        <translation>Offri la tua pedina in f4: g5 deve prenderla, e poi tocca alla tua dama.</translation>
    </message>
    <message>
        <source>A man never steps backward. Move the man on e3 forward to the right.</source>
        <translation>Una pedina non muove mai all&apos;indietro. Muovi la pedina in e3 avanti a destra.</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Pick up one of your columns first.</source>
        <translation>Seleziona prima una delle tue colonne.</translation>
    </message>
    <message>
        <source>The column on %1 is not yours.</source>
        <translation>La colonna in %1 non è tua.</translation>
    </message>
    <message>
        <source>There is no move to make.</source>
        <translation>Non ci sono mosse da fare.</translation>
    </message>
    <message>
        <source>The column on %1 has no move.</source>
        <translation>La colonna in %1 non ha mosse.</translation>
    </message>
    <message>
        <source>Several captures end on %1: click the squares where it lands on the way.</source>
        <translation>Più prese finiscono in %1: fai clic sulle caselle in cui la colonna si posa lungo il percorso.</translation>
    </message>
    <message>
        <source>The capture cannot go to %1.</source>
        <translation>La presa non può arrivare in %1.</translation>
    </message>
    <message>
        <source>The column on %1 cannot move to %2.</source>
        <translation>La colonna in %1 non può muovere in %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of several squares</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Capture is compulsory: %1 can capture.</source>
        <translation>La presa è obbligatoria: si può prendere da %1.</translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message>
        <source>clipboard</source>
        <translation>appunti</translation>
    </message>
</context>
<context>
    <name>ProblemReport</name>
    <message numerus="yes">
        <source>… and %n more (see the details).</source>
        <translation>
            <numerusform>… e altri %n (vedi i dettagli).</numerusform>
            <numerusform>… e altri %n (vedi i dettagli).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleTrainer</name>
    <message>
        <source>White to move: find the winning move</source>
        <translation>Muove il Bianco: trova la mossa vincente</translation>
    </message>
    <message>
        <source>Black to move: find the winning move</source>
        <translation>Muove il Nero: trova la mossa vincente</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>%1 does not win.</source>
        <translation>%1 non vince.</translation>
    </message>
    <message>
        <source>After %1 comes %2, and the opponent wins.</source>
        <translation>Dopo %1 segue %2, e l&apos;avversario vince.</translation>
    </message>
    <message numerus="yes">
        <source>After %1 comes %2, and the opponent is about %n man(s) ahead.</source>
        <translation>
            <numerusform>Dopo %1 segue %2, e l&apos;avversario è avanti di circa %n pedina.</numerusform>
            <numerusform>Dopo %1 segue %2, e l&apos;avversario è avanti di circa %n pedine.</numerusform>
        </translation>
    </message>
    <message>
        <source>After %1 comes %2, and the win is gone.</source>
        <translation>Dopo %1 segue %2, e la vittoria è sfumata.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Soluzione: %1</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Bashni: column draughts for the desktop.</source>
        <translation>Bashni: dama a colonne per il desktop.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>A game file to open (.pdn).</source>
        <translation>Un file di partita da aprire (.pdn).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[FILE]</translation>
    </message>
    <message>
        <source>Bashni</source>
        <translation>Bashni</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Wood</source>
        <translation>Legno</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
</context>
<context>
    <name>TowerItem</name>
    <message>
        <source>white man</source>
        <translation>pedina bianca</translation>
    </message>
    <message>
        <source>black man</source>
        <translation>pedina nera</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>dama bianca</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>dama nera</translation>
    </message>
    <message>
        <source>Top to bottom: %1</source>
        <translation>Dall&apos;alto in basso: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n white men</source>
        <translation>
            <numerusform>%n pedina bianca</numerusform>
            <numerusform>%n pedine bianche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black men</source>
        <translation>
            <numerusform>%n pedina nera</numerusform>
            <numerusform>%n pedine nere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white kings</source>
        <translation>
            <numerusform>%n dama bianca</numerusform>
            <numerusform>%n dame bianche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black kings</source>
        <translation>
            <numerusform>%n dama nera</numerusform>
            <numerusform>%n dame nere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 sopra %2</translation>
    </message>
</context>
<context>
    <name>bashni::ui::AnalysisPanel</name>
    <message>
        <source>Let the computer study the position on the board (A)</source>
        <translation>Fai studiare al computer la posizione sulla damiera (A)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Ferma l&apos;analisi</translation>
    </message>
    <message>
        <source>Start the analysis</source>
        <translation>Avvia l&apos;analisi</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <source>Depth %1 · %2</source>
        <translation>Profondità %1 · %2</translation>
    </message>
    <message>
        <source>The analysis goes on after the computer&apos;s move.</source>
        <translation>L&apos;analisi riprende dopo la mossa del computer.</translation>
    </message>
    <message>
        <source>The computer&apos;s view of the position on the board</source>
        <translation>La valutazione del computer della posizione sulla damiera</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>%1 M nodes/s</source>
        <comment>millions of positions searched a second</comment>
        <translation>%1 M nodi/s</translation>
    </message>
    <message>
        <source>%1 k nodes/s</source>
        <comment>thousands of positions searched a second</comment>
        <translation>%1 k nodi/s</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>The computer&apos;s view of the balance: White&apos;s share from the left</source>
        <translation>La valutazione del computer: la parte del Bianco da sinistra</translation>
    </message>
</context>
<context>
    <name>bashni::ui::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Damiera</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ChatDock</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something and press Enter</source>
        <translation>Scrivi qualcosa e premi Invio</translation>
    </message>
</context>
<context>
    <name>bashni::ui::DirectPlay</name>
    <message>
        <source>Host Ne&amp;twork Game…</source>
        <translation>&amp;Ospita una partita in rete…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Unisciti a una partita &amp;di rete…</translation>
    </message>
    <message>
        <source>Network play is not available: %1</source>
        <translation>Il gioco in rete non è disponibile: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Host Network Game</source>
        <translation>Ospita una partita in rete</translation>
    </message>
    <message>
        <source>This game was adjourned. Host it again, for the same friend to join and play on?</source>
        <translation>Questa partita è sospesa. Ospitarla di nuovo, perché lo stesso amico si unisca e si continui?</translation>
    </message>
    <message>
        <source>Cannot host a game on port %1: %2. Another program may be using this port.</source>
        <translation>Impossibile ospitare una partita sulla porta %1: %2. Forse un altro programma usa questa porta.</translation>
    </message>
    <message>
        <source>Waiting for your friend to join: address %1, port %2.</source>
        <translation>In attesa del tuo amico: indirizzo %1, porta %2.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation>Connessione a %1, porta %2…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connesso</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Connesso con %1</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partita continua.</translation>
    </message>
    <message>
        <source>The game against %1 begins.</source>
        <translation>La partita contro %1 comincia.</translation>
    </message>
    <message>
        <source>%1 declined the game: %2</source>
        <translation>%1 ha rifiutato la partita: %2</translation>
    </message>
    <message>
        <source>%1 has left; the game is adjourned.</source>
        <translation>%1 se n&apos;è andato; la partita è sospesa.</translation>
    </message>
    <message>
        <source>The opponent&apos;s program sent a wrong message (%1): the connection is closed, the game is unchanged.</source>
        <translation>Il programma dell&apos;avversario ha inviato un messaggio errato (%1): la connessione è chiusa, la partita è invariata.</translation>
    </message>
    <message>
        <source>Connection lost — waiting for the opponent.</source>
        <translation>Connessione persa — in attesa dell&apos;avversario.</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 propone la patta. Accetti?</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1 rifiuta la patta.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move. Do you agree?</source>
        <translation>%1 chiede di ritirare la sua ultima mossa. Sei d&apos;accordo?</translation>
    </message>
    <message>
        <source>%1 declines the takeback.</source>
        <translation>%1 rifiuta di ritirare la mossa.</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>&amp;Riconnetti</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connessione…</translation>
    </message>
    <message>
        <source>Stop &amp;Hosting</source>
        <translation>&amp;Smetti di ospitare</translation>
    </message>
    <message>
        <source>The host did not let you in: it has a guest already, or its game waits for the player who began it.</source>
        <translation>L&apos;ospite non ti ha fatto entrare: ha già un avversario, oppure la sua partita aspetta il giocatore che l&apos;ha cominciata.</translation>
    </message>
    <message>
        <source>The other program is an older or newer Bashni that speaks another version of the network protocol. Both players need Bashni 0.4 or later.</source>
        <translation>L&apos;altro programma è un Bashni più vecchio o più nuovo che parla un&apos;altra versione del protocollo di rete. Entrambi i giocatori hanno bisogno di Bashni 0.4 o successivo.</translation>
    </message>
    <message>
        <source>The connection ended: %1</source>
        <translation>La connessione è terminata: %1</translation>
    </message>
    <message>
        <source>Your network game against %1 is adjourned. Rejoin it now?</source>
        <translation>La tua partita in rete contro %1 è sospesa. Rientrare adesso?</translation>
    </message>
    <message>
        <source>Your network game against %1 is adjourned. Host it again, for %1 to come back?</source>
        <translation>La tua partita in rete contro %1 è sospesa. Ospitarla di nuovo, perché %1 possa tornare?</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Rientra</translation>
    </message>
    <message>
        <source>&amp;Host Again</source>
        <translation>&amp;Ospita di nuovo</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Non ora</translation>
    </message>
    <message>
        <source>%1 has left. The game is over.</source>
        <translation>%1 se n&apos;è andato. La partita è finita.</translation>
    </message>
    <message>
        <source>The game is adjourned: host it again or rejoin it to play on.</source>
        <translation>La partita è sospesa: ospitala di nuovo o rientra per continuarla.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EngineSeat</name>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (livello %1)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Valutazione</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Grafico della valutazione</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>non analizzata</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <comment>a move, its score</comment>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1  %2 (%3)</source>
        <comment>a move, its score, its judgement</comment>
        <translation>%1  %2 (%3)</translation>
    </message>
    <message>
        <source>No moves to show</source>
        <translation>Nessuna mossa da mostrare</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameController</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Wait: the computer is to move.</source>
        <translation>Attendi: tocca al computer.</translation>
    </message>
    <message>
        <source>Not a move here: %1</source>
        <translation>Mossa non valida qui: %1</translation>
    </message>
    <message>
        <source>The game is paused: press P to play on.</source>
        <translation>La partita è in pausa: premi P per continuare.</translation>
    </message>
    <message>
        <source>Go to the last move to play on.</source>
        <translation>Vai all&apos;ultima mossa per continuare a giocare.</translation>
    </message>
    <message>
        <source>Wait: your opponent is to move.</source>
        <translation>Attendi: tocca all&apos;avversario.</translation>
    </message>
    <message>
        <source>Your move could not be sent: the board shows the game as it stands there.</source>
        <translation>Non è stato possibile inviare la tua mossa: la damiera mostra la partita così com&apos;è là.</translation>
    </message>
    <message>
        <source>Your opponent is asked to allow the takeback…</source>
        <translation>All&apos;avversario viene chiesto di permettere il ritiro della mossa…</translation>
    </message>
    <message>
        <source>Your draw offer was sent.</source>
        <translation>La tua proposta di patta è stata inviata.</translation>
    </message>
    <message>
        <source>The board did not agree with the game&apos;s record where it is kept: it shows that record now.</source>
        <translation>La damiera non corrispondeva alla registrazione della partita dove questa è conservata: ora mostra quella registrazione.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameFiles</name>
    <message>
        <source>the file has changed since its games were listed; open it again</source>
        <translation>il file è cambiato da quando sono state elencate le sue partite; aprilo di nuovo</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GamePicker</name>
    <message>
        <source>Open Game from %1</source>
        <translation>Apri una partita da %1</translation>
    </message>
    <message>
        <source>Games in %1: %2</source>
        <translation>Partite in %1: %2</translation>
    </message>
    <message>
        <source>Player, event, date, result...</source>
        <translation>Giocatore, evento, data, risultato...</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtro:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
</context>
<context>
    <name>bashni::ui::HostDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Ospita una partita in rete</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>&amp;Giochi con:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Orologio:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>Os&amp;pita</translation>
    </message>
</context>
<context>
    <name>bashni::ui::JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Unisciti a una partita di rete</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>indirizzo:porta</translation>
    </message>
    <message>
        <source>&amp;Look Again</source>
        <translation>&amp;Cerca di nuovo</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unisciti</translation>
    </message>
    <message>
        <source>&amp;Games on the local network:</source>
        <translation>&amp;Partite nella rete locale:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>In&amp;dirizzo:</translation>
    </message>
    <message>
        <source>%1 — %2, %3 — %4</source>
        <translation>%1 — %2, %3 — %4</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation>Ricerca di partite nella rete locale…</translation>
    </message>
    <message>
        <source>No game found on the local network: type the host&apos;s address.</source>
        <translation>Nessuna partita trovata nella rete locale: scrivi l&apos;indirizzo di chi ospita.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonList</name>
    <message>
        <source>Lessons</source>
        <translation>Lezioni</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Completata</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonOffer</name>
    <message>
        <source>New to Bashni? Learn the rules by playing.</source>
        <translation>Nuovo a Bashni? Impara le regole giocando.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonPlay</name>
    <message>
        <source>Well done: that is right.</source>
        <translation>Ben fatto, è giusto.</translation>
    </message>
    <message>
        <source>You won the game. Well done!</source>
        <translation>Hai vinto la partita. Ben fatto!</translation>
    </message>
    <message>
        <source>You cannot move: the computer has won. Try again.</source>
        <translation>Non puoi muovere: ha vinto il computer. Riprova.</translation>
    </message>
    <message>
        <source>%1 The win slipped away: try again.</source>
        <translation>%1 La vittoria è sfumata: riprova.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonWindow</name>
    <message>
        <source>Learn to Play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>The computer answers %1. Your move.</source>
        <translation>Il computer risponde %1. Tocca a te.</translation>
    </message>
    <message>
        <source>The lessons could not be read: %1</source>
        <translation>Impossibile leggere le lezioni: %1</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Il computer sta pensando…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>S&amp;uggerimento</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>Passo &amp;precedente</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>Passo &amp;successivo</translation>
    </message>
    <message>
        <source>&amp;Restart Lesson</source>
        <translation>Ri&amp;comincia la lezione</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <source>You have finished this lesson: on to the next one.</source>
        <translation>Hai finito questa lezione: passa alla prossima.</translation>
    </message>
    <message>
        <source>You have finished the last lesson.</source>
        <translation>Hai finito l&apos;ultima lezione.</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Lezione successiva</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonsFeature</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Impara a &amp;giocare</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyDock</name>
    <message>
        <source>Lobby</source>
        <translation>Sala</translation>
    </message>
    <message>
        <source>&amp;Seeks</source>
        <translation>&amp;Proposte</translation>
    </message>
    <message>
        <source>G&amp;ames</source>
        <translation>P&amp;artite</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <source>Double-click a seek to play it</source>
        <translation>Doppio clic su una proposta per giocarla</translation>
    </message>
    <message>
        <source>Double-click a game to watch it</source>
        <translation>Doppio clic su una partita per guardarla</translation>
    </message>
    <message>
        <source>&amp;New Seek…</source>
        <translation>&amp;Nuova proposta…</translation>
    </message>
    <message>
        <source>&amp;Cancel Seeks</source>
        <translation>&amp;Ritira le proposte</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Seeks (%1)</source>
        <translation>&amp;Proposte (%1)</translation>
    </message>
    <message>
        <source>G&amp;ames (%1)</source>
        <translation>P&amp;artite (%1)</translation>
    </message>
    <message>
        <source>Pla&amp;yers (%1)</source>
        <translation>&amp;Giocatori (%1)</translation>
    </message>
    <message>
        <source>&amp;My Games…</source>
        <translation>Le &amp;mie partite…</translation>
    </message>
    <message>
        <source>Your finished games on this server, to review or save</source>
        <translation>Le tue partite concluse su questo server, da rivedere o salvare</translation>
    </message>
    <message>
        <source>Double-click a player to follow their games: each opens here to watch</source>
        <translation>Doppio clic su un giocatore per seguirne le partite: ognuna si apre qui da guardare</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyGamesModel</name>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyModel</name>
    <message>
        <source>untimed</source>
        <translation>senza orologio</translation>
    </message>
    <message>
        <source>%1+%2</source>
        <translation>%1+%2</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>ospite</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>valutata</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>amatoriale</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LoginDialog</name>
    <message>
        <source>Play Online</source>
        <translation>Gioca in rete</translation>
    </message>
    <message>
        <source>server address, e.g. bashni.example.org</source>
        <translation>indirizzo del server, ad es. bashni.example.org</translation>
    </message>
    <message>
        <source>Without encryption (only for a server on this computer or network that has no certificate)</source>
        <translation>Senza cifratura (solo per un server su questo computer o sulla propria rete che non ha un certificato)</translation>
    </message>
    <message>
        <source>With my &amp;account</source>
        <translation>Con il mio &amp;account</translation>
    </message>
    <message>
        <source>As a &amp;guest (casual games only)</source>
        <translation>Come &amp;ospite (solo partite amichevoli)</translation>
    </message>
    <message>
        <source>&amp;Create this account now</source>
        <translation>&amp;Crea ora questo account</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Password:</translation>
    </message>
    <message>
        <source>&amp;Log In</source>
        <translation>&amp;Entra</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address: a name such as bashni.example.org, with :PORT when it is not the usual 47522.</source>
        <translation>Inserisci l&apos;indirizzo del server: un nome come bashni.example.org, con :PORTA se non è la solita 47522.</translation>
    </message>
    <message>
        <source>A name is 2 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Un nome ha da 2 a 20 lettere, cifre, _ o - e comincia con una lettera.</translation>
    </message>
    <message>
        <source>A password is 8 to 128 characters.</source>
        <translation>Una password ha da 8 a 128 caratteri.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MainWindow</name>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Il computer accetta la patta.</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>Il computer rifiuta la patta.</translation>
    </message>
    <message>
        <source>Computer thinking</source>
        <translation>Il computer sta pensando</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message numerus="yes">
        <source>Playing here replaces the %n later move(s) of this game. Play on from here?</source>
        <translation>
            <numerusform>Giocare qui sostituisce %n mossa successiva di questa partita. Continuare da qui?</numerusform>
            <numerusform>Giocare qui sostituisce le %n mosse successive di questa partita. Continuare da qui?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, top to bottom: %2</source>
        <translation>%1, dall&apos;alto in basso: %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Replay: White to move</source>
        <translation>Revisione: muove il Bianco</translation>
    </message>
    <message>
        <source>Replay: Black to move</source>
        <translation>Revisione: muove il Nero</translation>
    </message>
    <message>
        <source>White (computer) is thinking…</source>
        <translation>Il Bianco (computer) sta pensando…</translation>
    </message>
    <message>
        <source>Black (computer) is thinking…</source>
        <translation>Il Nero (computer) sta pensando…</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Muove il Bianco</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Muove il Nero</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Salva…</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Imposta posizione…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>&amp;Export Board Image…</source>
        <translation>Esporta imma&amp;gine della damiera…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>S&amp;uggerimento</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Ricerca di una buona mossa…</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Muovi ora</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Proponi pa&amp;tta</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bbandona</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copia posizione</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Copia &amp;partita</translation>
    </message>
    <message>
        <source>&amp;Paste Position or Game</source>
        <translation>&amp;Incolla posizione o partita</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>Mossa succ&amp;essiva</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Capovolgi la damiera</translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation>C&amp;oordinate</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Mostra mosse &amp;legali</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>Mostra &amp;ultima mossa</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>&amp;About Bashni</source>
        <translation>&amp;Informazioni su Bashni</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animazione</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Barra degli strumenti principale</translation>
    </message>
    <message>
        <source>Type a move, e.g. c3-d4</source>
        <translation>Scrivi una mossa, es. c3-d4</translation>
    </message>
    <message>
        <source>Move in notation</source>
        <translation>Mossa in notazione</translation>
    </message>
    <message>
        <source>Type a move and press Enter (Ctrl+L to get here): c3-d4, or a capture by its squares, c3:e5 or just c3:g7</source>
        <translation>Scrivi una mossa e premi Invio (Ctrl+L per arrivare qui): c3-d4, oppure una presa indicandone le caselle, c3:e5 o semplicemente c3:g7</translation>
    </message>
    <message>
        <source>Type a Move</source>
        <translation>Scrivi una mossa</translation>
    </message>
    <message>
        <source>Bashni games (*.pdn);;All files (*)</source>
        <translation>Partite di Bashni (*.pdn);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (livello %1)</translation>
    </message>
    <message>
        <source>Play From This Position</source>
        <translation>Gioca da questa posizione</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>No game could be read from %1.</source>
        <translation>Non è stato possibile leggere alcuna partita da %1.</translation>
    </message>
    <message>
        <source>Some games could not be read and were left out:</source>
        <translation>Alcune partite non si sono potute leggere e sono state escluse:</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Aperto %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossibile salvare %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation>Esporta immagine della damiera</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Immagine PNG (*.png);;Immagine SVG (*.svg)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
    <message>
        <source>Bashni position</source>
        <translation>Posizione di Bashni</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Posizione copiata</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Partita copiata</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
    <message>
        <source>The clipboard holds neither a position nor a game:
%1</source>
        <translation>Gli appunti non contengono né una posizione né una partita:
%1</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Vuoi davvero abbandonare questa partita?</translation>
    </message>
    <message>
        <source>The computer considers your offer…</source>
        <translation>Il computer valuta la tua proposta…</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Draw Offer</source>
        <translation>Proposta di patta</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <translation>%1, accetti la patta?</translation>
    </message>
    <message>
        <source>Cancel Selection</source>
        <translation>Annulla selezione</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Partita non salvata</translation>
    </message>
    <message>
        <source>Save the current game first? Its moves have not been saved.</source>
        <translation>Salvare prima la partita attuale? Le sue mosse non sono state salvate.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Livello %1</translation>
    </message>
    <message>
        <source>Computer &amp;Level</source>
        <translation>Li&amp;vello del computer</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation>In pausa: premi P per continuare</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>Suon&amp;i</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>Anali&amp;si</translation>
    </message>
    <message>
        <source>Move Lo&amp;g</source>
        <translation>Elenco &amp;mosse</translation>
    </message>
    <message>
        <source>&amp;Game Properties…</source>
        <translation>In&amp;formazioni sulla partita…</translation>
    </message>
    <message>
        <source>Fi&amp;rst Position</source>
        <translation>&amp;Prima posizione</translation>
    </message>
    <message>
        <source>Las&amp;t Position</source>
        <translation>Ul&amp;tima posizione</translation>
    </message>
    <message>
        <source>Analys&amp;e Position</source>
        <translation>A&amp;nalizza posizione</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Pre&amp;vious Move</source>
        <translation>Mossa p&amp;recedente</translation>
    </message>
    <message>
        <source>Reset Layo&amp;ut</source>
        <translation>Ripristina &amp;disposizione</translation>
    </message>
    <message>
        <source>Your last game, finished and not saved, is shown. Save it, or start a new game.</source>
        <translation>Viene mostrata la tua ultima partita, finita e non salvata. Salvala o inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The game saved at the last quit could not be read. It was kept as %1; a new game begins.</source>
        <translation>Non è stato possibile leggere la partita salvata all&apos;ultima uscita. È stata conservata come %1; inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Your move starts the game (or press P)</source>
        <translation>La tua mossa avvia la partita (oppure premi P)</translation>
    </message>
    <message>
        <source>Press P to let the computer begin</source>
        <translation>Premi P per far iniziare il computer</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Apertura di %1…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuale</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 → %3)</source>
        <translation>%1 (%2 → %3)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ManualWindow</name>
    <message>
        <source>Bashni Manual</source>
        <translation>Manuale di Bashni</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>Cerca nel manuale</translation>
    </message>
    <message>
        <source>Enter finds the next place, Shift+Enter the one before; pages without the words leave the contents</source>
        <translation>Invio trova il punto successivo, Maiusc+Invio quello precedente; le pagine senza le parole spariscono dall&apos;indice</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Indietro (Alt+Sinistra)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Avanti (Alt+Destra)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Non trovato</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLog</name>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Prima posizione</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Mossa precedente</translation>
    </message>
    <message>
        <source>Play the moves through</source>
        <translation>Riproduci le mosse</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Riproduzione automatica</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Mossa successiva</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Ultima posizione</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Time between moves when playing through</source>
        <translation>Tempo tra una mossa e l&apos;altra durante la riproduzione</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>Velocità della riproduzione automatica</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Ancora nessuna mossa</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLogModel</name>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Better was %1 (%2); this move: %3</source>
        <translation>Era meglio %1 (%2); questa mossa: %3</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MyGames</name>
    <message>
        <source>Asking the server for your games…</source>
        <translation>Richiesta delle tue partite al server…</translation>
    </message>
    <message>
        <source>You have no finished games on this server yet.</source>
        <translation>Non hai ancora partite concluse su questo server.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>Opened the game %1 – %2.</source>
        <translation>Aperta la partita %1 – %2.</translation>
    </message>
    <message>
        <source>Finish your game first.</source>
        <translation>Prima finisci la tua partita.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NetBar</name>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sì</translation>
    </message>
    <message>
        <source>N&amp;o</source>
        <translation>&amp;No</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NetworkPlay</name>
    <message>
        <source>The game has not begun yet.</source>
        <translation>La partita non è ancora cominciata.</translation>
    </message>
    <message>
        <source>The connection to your opponent is lost: the game waits until it is restored.</source>
        <translation>La connessione con l&apos;avversario è persa: la partita attende che venga ripristinata.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>&amp;Human against the computer</source>
        <translation>&amp;Umano contro il computer</translation>
    </message>
    <message>
        <source>&amp;Two humans at this screen</source>
        <translation>&amp;Due persone allo stesso schermo</translation>
    </message>
    <message>
        <source>&amp;Computer against computer</source>
        <translation>&amp;Computer contro computer</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>&amp;Giochi con:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation>Patta alla terza ripe&amp;tizione di una posizione</translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation>Patta dopo &amp;30 semimosse senza prese né mosse di pedina</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Orologio:</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlineBoard</name>
    <message>
        <source>The connection to the server is being restored…</source>
        <translation>Ripristino della connessione al server…</translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>Stai guardando questa partita.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlineConnection</name>
    <message>
        <source>The server closed the connection.</source>
        <translation>Il server ha chiuso la connessione.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlinePlay</name>
    <message>
        <source>Pla&amp;y Online…</source>
        <translation>Gioca sul &amp;web…</translation>
    </message>
    <message>
        <source>Play against people on a Bashni server</source>
        <translation>Gioca contro persone su un server Bashni</translation>
    </message>
    <message>
        <source>Online play is not available: %1</source>
        <translation>Il gioco in rete non è disponibile: %1</translation>
    </message>
    <message>
        <source>Game Chat</source>
        <translation>Chat della partita</translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Connessione non riuscita: %1</translation>
    </message>
    <message>
        <source>Your seek is in the lobby: the game begins when someone accepts it.</source>
        <translation>La tua proposta è nella sala: la partita comincia quando qualcuno la accetta.</translation>
    </message>
    <message>
        <source>%1&apos;s connection is gone: unless they are back within %2 seconds, they lose the game.</source>
        <translation>La connessione di %1 è caduta: se non torna entro %2 secondi, perde la partita.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connessione a %1…</translation>
    </message>
    <message>
        <source>Logging in to %1…</source>
        <translation>Accesso a %1…</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>The connection to %1 is lost: connecting again…</source>
        <translation>La connessione a %1 è persa: nuovo tentativo…</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connesso.</translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation>Accesso come %1.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Il server ha rifiutato: %1</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Nome o password errati.</translation>
    </message>
    <message>
        <source>This name is taken: choose another, or log in if it is yours.</source>
        <translation>Questo nome è già preso: scegline un altro, o entra se è il tuo.</translation>
    </message>
    <message>
        <source>The server does not know this guest any more: log in as a new one.</source>
        <translation>Il server non conosce più questo ospite: entra come nuovo ospite.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait %1 and try again.</source>
        <translation>Troppe password errate: attendi %1 e riprova.</translation>
    </message>
    <message>
        <source>Finish your game first.</source>
        <translation>Prima finisci la tua partita.</translation>
    </message>
    <message>
        <source>The game begins: %1 against %2.</source>
        <translation>La partita comincia: %1 contro %2.</translation>
    </message>
    <message>
        <source>Watching %1 against %2.</source>
        <translation>Stai guardando %1 contro %2.</translation>
    </message>
    <message>
        <source>The game was aborted: a player left before both had moved.</source>
        <translation>La partita è stata annullata: un giocatore è uscito prima che entrambi avessero mosso.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Vince il Bianco</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Vince il Nero</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Patta</translation>
    </message>
    <message>
        <source>%1: the opponent stayed away too long.</source>
        <translation>%1: l&apos;avversario è rimasto assente troppo a lungo.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Your rating is now %1.</source>
        <translation>Il tuo punteggio ora è %1.</translation>
    </message>
    <message>
        <source>Your opponent declines the draw.</source>
        <translation>L&apos;avversario rifiuta la patta.</translation>
    </message>
    <message>
        <source>Your opponent declines the takeback.</source>
        <translation>L&apos;avversario rifiuta di ritirare la mossa.</translation>
    </message>
    <message>
        <source>Your opponent offers a draw. Do you accept?</source>
        <translation>L&apos;avversario propone la patta. Accetti?</translation>
    </message>
    <message>
        <source>Your opponent asks to take back their last move. Do you agree?</source>
        <translation>L&apos;avversario chiede di ritirare la sua ultima mossa. Sei d&apos;accordo?</translation>
    </message>
    <message>
        <source>Your game %1 against %2 on %3 goes on at the server. Go on with it now?</source>
        <translation>La tua partita %1 contro %2 su %3 continua sul server. Riprenderla ora?</translation>
    </message>
    <message>
        <source>Log in to go on with your game.</source>
        <translation>Accedi per riprendere la tua partita.</translation>
    </message>
    <message>
        <source>&amp;Go On</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Non ora</translation>
    </message>
    <message>
        <source>Your rating is outside the range this seek is for.</source>
        <translation>Il tuo punteggio è fuori dall&apos;intervallo di questa proposta.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>This seek is for players rated %1: log in with an account to play it.</source>
        <translation>Questa proposta è per giocatori con punteggio %1: accedi con un account per giocarla.</translation>
    </message>
    <message>
        <source>This seek is for players rated %1; yours is %2.</source>
        <translation>Questa proposta è per giocatori con punteggio %1; il tuo è %2.</translation>
    </message>
    <message>
        <source>Following %1: their games open here to watch.</source>
        <translation>Segui %1: le sue partite si aprono qui da guardare.</translation>
    </message>
    <message>
        <source>No longer following %1.</source>
        <translation>Non segui più %1.</translation>
    </message>
    <message>
        <source>Your rating is not known yet: try again in a moment.</source>
        <translation>Il tuo punteggio non è ancora noto: riprova tra un momento.</translation>
    </message>
    <message>
        <source>%1 began a game: double-click it in the lobby&apos;s Games to watch it.</source>
        <translation>%1 ha iniziato una partita: fai doppio clic su di essa tra le Partite della lobby per guardarla.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate has changed: not connected.</source>
        <translation>Il certificato del server è cambiato: non connesso.</translation>
    </message>
    <message>
        <source>Not connected: the server&apos;s certificate is new.</source>
        <translation>Non connesso: il certificato del server è nuovo.</translation>
    </message>
    <message>
        <source>Not connected: the certificate was refused.</source>
        <translation>Non connesso: il certificato è stato rifiutato.</translation>
    </message>
    <message>
        <source>The certificate could not be remembered in %1.</source>
        <translation>Non è stato possibile memorizzare il certificato in %1.</translation>
    </message>
    <message>
        <source>The server did not answer with encryption.</source>
        <translation>Il server non ha risposto con la cifratura.</translation>
    </message>
    <message>
        <source>The server closed the connection at once.</source>
        <translation>Il server ha chiuso subito la connessione.</translation>
    </message>
    <message>
        <source>The connection to %1 is lost: connecting again… The game waits; your clock is the server&apos;s.</source>
        <translation>La connessione a %1 è persa: nuovo tentativo… La partita attende; il tuo orologio è quello del server.</translation>
    </message>
    <message>
        <source>The game goes on at the server: choose Go On to play it.</source>
        <translation>La partita continua sul server: scegli Riprendi per giocarla.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PlayerPanel</name>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, %1 left</source>
        <translation>, %1 rimasti</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, al tratto</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>%1 (following)</source>
        <translation>%1 (seguito)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PositionEditor</name>
    <message>
        <source>The board is empty: place some pieces.</source>
        <translation>La damiera è vuota: colloca qualche pezzo.</translation>
    </message>
    <message>
        <source>Impossible position: %1.</source>
        <translation>Posizione impossibile: %1.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Imposta posizione</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Damiera da impostare</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece on top of its column; right-click to remove the whole column.</source>
        <translation>Fai clic su una casella per mettere il pezzo scelto in cima alla sua colonna; clic destro per togliere l&apos;intera colonna.</translation>
    </message>
    <message>
        <source>Piece to place</source>
        <translation>Pezzo da collocare</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Pedina bianca</translation>
    </message>
    <message>
        <source>Black man</source>
        <translation>Pedina nera</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Dama bianca</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Dama nera</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomma</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (tasto %2)</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>&amp;Svuota la damiera</translation>
    </message>
    <message>
        <source>S&amp;tart position</source>
        <translation>Posizione &amp;iniziale</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Chi muove</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Bianco</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Nero</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <source>Position text</source>
        <translation>Testo della posizione</translation>
    </message>
    <message>
        <source>Position te&amp;xt:</source>
        <translation>&amp;Testo della posizione:</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>&amp;Gioca da qui</translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation>&amp;Analizza</translation>
    </message>
    <message>
        <source>A column holds at most %1 pieces.</source>
        <translation>Una colonna può contenere al massimo %1 pezzi.</translation>
    </message>
    <message>
        <source>White is to move but has no move: the game would be over.</source>
        <translation>Muove il Bianco, ma non ha mosse: la partita sarebbe già finita.</translation>
    </message>
    <message>
        <source>Black is to move but has no move: the game would be over.</source>
        <translation>Muove il Nero, ma non ha mosse: la partita sarebbe già finita.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PreferencesDialog</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>Co&amp;mputer</source>
        <translation>Co&amp;mputer</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Damiera</translation>
    </message>
    <message>
        <source>Gen&amp;eral</source>
        <translation>&amp;Generale</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Nuove partite</translation>
    </message>
    <message>
        <source>Human against the computer</source>
        <translation>Umano contro il computer</translation>
    </message>
    <message>
        <source>Two humans at this screen</source>
        <translation>Due persone allo stesso schermo</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Computer contro computer</translation>
    </message>
    <message>
        <source>Pl&amp;ayers:</source>
        <translation>Gi&amp;ocatori:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Giochi &amp;con:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;egole:</translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation>Patta alla terza ripe&amp;tizione di una posizione</translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation>Patta dopo &amp;30 semimosse senza prese né mosse di pedina</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>Ask before re&amp;signing</source>
        <translation>Chiedi conferma prima di a&amp;bbandonare</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Giocatore computer</translation>
    </message>
    <message>
        <source>Level&apos;s own</source>
        <translation>Secondo il livello</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Tempo per mossa:</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <source>Board t&amp;heme:</source>
        <translation>&amp;Tema della damiera:</translation>
    </message>
    <message>
        <source>&amp;Piece theme:</source>
        <translation>Tema dei pe&amp;zzi:</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animazione:</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Indicatori</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Mostra le mosse &amp;legali</translation>
    </message>
    <message>
        <source>Show las&amp;t move</source>
        <translation>Mostra l&apos;&amp;ultima mossa</translation>
    </message>
    <message>
        <source>Show coor&amp;dinates</source>
        <translation>Mostra le coo&amp;rdinate</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predefinita di sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>La lingua cambia al prossimo avvio.</translation>
    </message>
    <message>
        <source>T&amp;urn the board towards the player</source>
        <translation>&amp;Ruota la scacchiera verso il giocatore</translation>
    </message>
    <message>
        <source>These apply to the game in progress too.</source>
        <translation>Valgono anche per la partita in corso.</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Orologio:</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Analisi della partita</translation>
    </message>
    <message>
        <source>Time per &amp;position:</source>
        <translation>Tempo per &amp;posizione:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Riproduci &amp;suoni</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Best mo&amp;ves shown:</source>
        <translation>Mosse migliori mo&amp;strate:</translation>
    </message>
    <message>
        <source>Threads searching together in the analysis and the game review</source>
        <translation>Thread che cercano insieme nell&apos;analisi e nell&apos;analisi della partita</translation>
    </message>
    <message>
        <source>Threads f&amp;or analysis:</source>
        <translation>Thread per l&apos;anal&amp;isi:</translation>
    </message>
    <message>
        <source>&amp;Online</source>
        <translation>&amp;Online</translation>
    </message>
    <message>
        <source>Servers for Play Online</source>
        <translation>Server per il gioco sul web</translation>
    </message>
    <message>
        <source>None is built in: add the address of a Bashni server you want to play on. Play Online offers these, the last one used first.</source>
        <translation>Non ce n&apos;è nessuno predefinito: aggiungi l&apos;indirizzo di un server Bashni su cui vuoi giocare. Il gioco sul web li propone, l&apos;ultimo usato per primo.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PuzzleTrainer</name>
    <message>
        <source>Puzzles</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>Impossibile leggere i problemi: %1</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Mostra la &amp;soluzione</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Prossimo problema</translation>
    </message>
    <message>
        <source>Solved! Your move wins just as well.</source>
        <translation>Risolto! Anche la tua mossa vince.</translation>
    </message>
    <message>
        <source>Solved! Well done.</source>
        <translation>Risolto! Ben fatto.</translation>
    </message>
    <message>
        <source>Retry, or look at the solution.</source>
        <translation>Riprova, oppure guarda la soluzione.</translation>
    </message>
    <message>
        <source>Streak: %1 (best %2)</source>
        <translation>Serie: %1 (migliore %2)</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Controllo la tua mossa…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Problema %1 di %2</translation>
    </message>
    <message>
        <source>Difficulty: %1 (rated %2)</source>
        <translation>Difficoltà: %1 (punteggio %2)</translation>
    </message>
    <message>
        <source>Found by the puzzle generator: %1</source>
        <translation>Trovato dal generatore di problemi: %1</translation>
    </message>
    <message>
        <source>Your rating: %1</source>
        <translation>Il tuo punteggio: %1</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PuzzlesFeature</name>
    <message>
        <source>Pu&amp;zzles</source>
        <translation>Prob&amp;lemi</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ReviewFeature</name>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Anali&amp;zza la partita</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>Evaluation Grap&amp;h</source>
        <translation>Grafico di &amp;valutazione</translation>
    </message>
    <message>
        <source>Review %v/%m</source>
        <translation>Analisi %v/%m</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Analisi della partita</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Interrompi l&apos;analisi</translation>
    </message>
    <message>
        <source>Stop Re&amp;view</source>
        <translation>Interrompi l&apos;anali&amp;si</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>Analisi completata.</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Analisi interrotta.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::SeekDialog</name>
    <message>
        <source>New Seek</source>
        <translation>Nuova proposta</translation>
    </message>
    <message>
        <source>&amp;Rated: the result changes both ratings</source>
        <translation>&amp;Valutata: il risultato cambia entrambi i punteggi</translation>
    </message>
    <message>
        <source>Guests play casual games; log in with an account to play rated ones.</source>
        <translation>Gli ospiti giocano partite amichevoli; entra con un account per giocare partite valutate.</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>Indifferente</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;egole:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Orologio:</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>Il &amp;tuo colore:</translation>
    </message>
    <message>
        <source>&amp;Seek</source>
        <translation>&amp;Proponi</translation>
    </message>
    <message>
        <source>Server games are played on a clock with a base time and an increment.</source>
        <translation>Le partite sul server si giocano con un orologio con tempo base e incremento.</translation>
    </message>
    <message>
        <source>A rated game has a clock: choose one, or make the game casual.</source>
        <translation>Una partita valutata ha un orologio: scegline uno, o rendi la partita amichevole.</translation>
    </message>
    <message>
        <source>Any rating</source>
        <translation>Qualsiasi punteggio</translation>
    </message>
    <message>
        <source>Within %1 of mine</source>
        <translation>Entro %1 dal mio</translation>
    </message>
    <message>
        <source>Guests have no rating: their seeks are open to anybody.</source>
        <translation>Gli ospiti non hanno punteggio: le loro proposte sono aperte a tutti.</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Avversari:</translation>
    </message>
</context>
<context>
    <name>bashni::ui::SeeksModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Intervallo</translation>
    </message>
    <message>
        <source>%1, plays White</source>
        <translation>%1, gioca col Bianco</translation>
    </message>
    <message>
        <source>%1, plays Black</source>
        <translation>%1, gioca col Nero</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ServerEntryDialog</name>
    <message>
        <source>Add Server</source>
        <translation>Aggiungi server</translation>
    </message>
    <message>
        <source>Edit Server</source>
        <translation>Modifica server</translation>
    </message>
    <message>
        <source>e.g. bashni.example.org or 192.168.1.20:47522</source>
        <translation>ad es. bashni.example.org o 192.168.1.20:47522</translation>
    </message>
    <message>
        <source>Without &amp;encryption (only for a server on this computer or network that has no certificate)</source>
        <translation>Senza &amp;cifratura (solo per un server su questo computer o in questa rete senza certificato)</translation>
    </message>
    <message>
        <source>The address the server&apos;s owner gave you: a name or an IP address, with :PORT when it is not the usual 47522.</source>
        <translation>L&apos;indirizzo che ti ha dato chi gestisce il server: un nome o un indirizzo IP, con :PORTA se non è la solita 47522.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>In&amp;dirizzo:</translation>
    </message>
    <message>
        <source>Not an address: no spaces, and a port is a number from 1 to 65535.</source>
        <translation>Non è un indirizzo: niente spazi, e la porta è un numero da 1 a 65535.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ServerListEdit</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Aggiungi…</translation>
    </message>
    <message>
        <source>E&amp;dit…</source>
        <translation>Mod&amp;ifica…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>%1 (without encryption)</source>
        <translation>%1 (senza cifratura)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::TagsDialog</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Intervening</source>
        <translation>Con presa intermedia</translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation>Colpo turco</translation>
    </message>
    <message>
        <source>Game Tags</source>
        <translation>Tag della partita</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Evento:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Luogo:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Turno:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Bianco:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Nero:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>Set by the moves of the game</source>
        <translation>Determinato dalle mosse della partita</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Risultato:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Sconosciuta</translation>
    </message>
    <message>
        <source>Exact date</source>
        <translation>Data esatta</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Come registrata: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Aggiungi tag</translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation>&amp;Rimuovi tag</translation>
    </message>
    <message>
        <source>&amp;Other tags:</source>
        <translation>Altri ta&amp;g:</translation>
    </message>
    <message>
        <source>A tag needs a name.</source>
        <translation>Un tag deve avere un nome.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid tag name: use only the letters A-Z and a-z, digits and underscores (_), without spaces.</source>
        <translation>“%1” non è un nome di tag valido: usa solo le lettere A-Z e a-z, le cifre e il trattino basso (_), senza spazi.</translation>
    </message>
    <message>
        <source>The %1 tag is written by the program.</source>
        <translation>Il tag %1 è scritto dal programma.</translation>
    </message>
    <message>
        <source>The %1 tag has its own field above.</source>
        <translation>Il tag %1 ha già un proprio campo qui sopra.</translation>
    </message>
    <message>
        <source>The %1 tag is listed twice.</source>
        <translation>Il tag %1 compare due volte.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::TimeControlEdit</name>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <source>%1 s a move</source>
        <translation>%1 s a mossa</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Senza orologio</translation>
    </message>
    <message>
        <source>Other: minutes and seconds a move</source>
        <translation>Altro: minuti e secondi a mossa</translation>
    </message>
    <message>
        <source>Other: a fixed time for every move</source>
        <translation>Altro: tempo fisso per ogni mossa</translation>
    </message>
    <message>
        <source>Minutes for the game</source>
        <translation>Minuti per la partita</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>Secondi aggiunti dopo ogni mossa</translation>
    </message>
    <message>
        <source>min +</source>
        <translation>min +</translation>
    </message>
    <message>
        <source>s a move</source>
        <translation>s a mossa</translation>
    </message>
    <message>
        <source>Seconds for every move</source>
        <translation>Secondi per ogni mossa</translation>
    </message>
    <message>
        <source>s for every move</source>
        <translation>s per ogni mossa</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>missing side to move: position text starts with &quot;W:&quot; or &quot;B:&quot;</source>
        <translation>manca chi muove: il testo della posizione inizia con “W:” o “B:”</translation>
    </message>
    <message>
        <source>unknown side to move {1}: expected W or B</source>
        <translation>indicazione di chi muove {1} sconosciuta: atteso W o B</translation>
    </message>
    <message>
        <source>entry {1} is empty (two commas or a trailing comma)</source>
        <translation>la voce {1} è vuota (due virgole di seguito o una virgola finale)</translation>
    </message>
    <message>
        <source>entry {1} is empty (a trailing comma)</source>
        <translation>la voce {1} è vuota (una virgola finale)</translation>
    </message>
    <message>
        <source>entry {1}: expected SQUARE=COLUMN, for example d4=wb</source>
        <translation>voce {1}: atteso CASELLA=COLONNA, per esempio d4=wb</translation>
    </message>
    <message>
        <source>entry {1}: {2} is not a square (a1 to h8)</source>
        <translation>voce {1}: {2} non è una casella (da a1 a h8)</translation>
    </message>
    <message>
        <source>entry {1}: {2} is a light square; columns stand on dark squares only</source>
        <translation>voce {1}: {2} è una casella chiara; le colonne stanno solo sulle caselle scure</translation>
    </message>
    <message>
        <source>entry {1}: {2} is given twice</source>
        <translation>voce {1}: {2} è indicata due volte</translation>
    </message>
    <message>
        <source>entry {1}: the column is empty</source>
        <translation>voce {1}: la colonna è vuota</translation>
    </message>
    <message>
        <source>entry {1}: a column holds at most 24 pieces (12 a side)</source>
        <translation>voce {1}: una colonna può contenere al massimo 24 pezzi (12 per parte)</translation>
    </message>
    <message>
        <source>entry {1}: {2} is not a piece (w, W, b or B)</source>
        <translation>voce {1}: {2} non è un pezzo (w, W, b o B)</translation>
    </message>
    <message>
        <source>entry {1}: more than 12 white pieces</source>
        <translation>voce {1}: più di 12 pezzi bianchi</translation>
    </message>
    <message>
        <source>entry {1}: more than 12 black pieces</source>
        <translation>voce {1}: più di 12 pezzi neri</translation>
    </message>
    <message>
        <source>entry {1}: a white man cannot command a column on rank 8 (it would have been crowned)</source>
        <translation>voce {1}: una pedina bianca non può stare in cima a una colonna sulla traversa 8 (sarebbe già stata promossa a dama)</translation>
    </message>
    <message>
        <source>entry {1}: a black man cannot command a column on rank 1 (it would have been crowned)</source>
        <translation>voce {1}: una pedina nera non può stare in cima a una colonna sulla traversa 1 (sarebbe già stata promossa a dama)</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>nessuna mossa indicata</translation>
    </message>
    <message>
        <source>{1} is not a move: expected squares like c3-d4 or c3:e5 ({2} is not a square)</source>
        <translation>{1} non è una mossa: servono caselle come c3-d4 o c3:e5 ({2} non è una casella)</translation>
    </message>
    <message>
        <source>{1} is not a move: squares are separated by - or :</source>
        <translation>{1} non è una mossa: le caselle si separano con - o :</translation>
    </message>
    <message>
        <source>{1} is not a move: expected squares like c3-d4 or c3:e5</source>
        <translation>{1} non è una mossa: servono caselle come c3-d4 o c3:e5</translation>
    </message>
    <message>
        <source>{1} is a light square; play is on the dark squares</source>
        <translation>{1} è una casella chiara; si gioca sulle caselle scure</translation>
    </message>
    <message>
        <source>a move needs at least two squares, as in c3-d4</source>
        <translation>una mossa richiede almeno due caselle, come in c3-d4</translation>
    </message>
    <message>
        <source>a move uses either - (quiet) or : (capture), not both</source>
        <translation>una mossa usa - (mossa semplice) oppure : (presa), non entrambi</translation>
    </message>
    <message>
        <source>a quiet move has two squares (c3-d4); a capture is written with :</source>
        <translation>una mossa semplice ha due caselle (c3-d4); una presa si scrive con :</translation>
    </message>
    <message>
        <source>the game is over: White has no move</source>
        <translation>la partita è finita: il Bianco non ha mosse</translation>
    </message>
    <message>
        <source>the game is over: Black has no move</source>
        <translation>la partita è finita: il Nero non ha mosse</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the square is empty</source>
        <translation>nessun tuo pezzo in {1}: la casella è vuota</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the column there is White&apos;s</source>
        <translation>nessun tuo pezzo in {1}: la colonna che vi si trova è del Bianco</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the column there is Black&apos;s</source>
        <translation>nessun tuo pezzo in {1}: la colonna che vi si trova è del Nero</translation>
    </message>
    <message>
        <source>a move goes from one square to another</source>
        <translation>una mossa va da una casella a un&apos;altra</translation>
    </message>
    <message>
        <source>{1} is occupied</source>
        <translation>{1} è occupata</translation>
    </message>
    <message>
        <source>columns move along a diagonal</source>
        <translation>le colonne muovono in diagonale</translation>
    </message>
    <message>
        <source>a man moves one square diagonally forward</source>
        <translation>una pedina muove di una casella in diagonale in avanti</translation>
    </message>
    <message>
        <source>the way from {1} to {2} is blocked on {3}</source>
        <translation>il percorso da {1} a {2} è bloccato in {3}</translation>
    </message>
    <message>
        <source>that move is not possible here</source>
        <translation>questa mossa non è possibile qui</translation>
    </message>
    <message>
        <source>capture is compulsory: {1}</source>
        <translation>la presa è obbligatoria: {1}</translation>
    </message>
    <message>
        <source>there is nothing to capture; a quiet move is written with - (c3-d4)</source>
        <translation>non c&apos;è niente da prendere; una mossa semplice si scrive con - (c3-d4)</translation>
    </message>
    <message>
        <source>the column on {1} cannot capture; capture is compulsory: {2}</source>
        <translation>la colonna in {1} non può prendere; la presa è obbligatoria: {2}</translation>
    </message>
    <message>
        <source>the capture must be completed: {1}</source>
        <translation>la presa deve essere completata: {1}</translation>
    </message>
    <message>
        <source>{1} is not a legal capture; the captures from {2} are {3}</source>
        <translation>{1} non è una presa legale; le prese da {2} sono {3}</translation>
    </message>
    <message>
        <source>more than one capture fits; give the landing squares: {1}</source>
        <translation>più di una presa corrisponde; indica le caselle di arrivo: {1}</translation>
    </message>
    <message>
        <source>the game is already over: {1}</source>
        <translation>la partita è già finita: {1}</translation>
    </message>
    <message>
        <source>The game is not over.</source>
        <translation>La partita non è finita.</translation>
    </message>
    <message>
        <source>White cannot move: Black wins.</source>
        <translation>Il Bianco non può muovere: vince il Nero.</translation>
    </message>
    <message>
        <source>Black cannot move: White wins.</source>
        <translation>Il Nero non può muovere: vince il Bianco.</translation>
    </message>
    <message>
        <source>The same position occurred three times: a draw.</source>
        <translation>La stessa posizione si è ripetuta tre volte: patta.</translation>
    </message>
    <message>
        <source>Fifteen moves each without a capture or a move of a man: a draw.</source>
        <translation>Quindici mosse per parte senza prese né mosse di pedina: patta.</translation>
    </message>
    <message>
        <source>White resigned: Black wins.</source>
        <translation>Il Bianco ha abbandonato: vince il Nero.</translation>
    </message>
    <message>
        <source>Black resigned: White wins.</source>
        <translation>Il Nero ha abbandonato: vince il Bianco.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Patta per accordo.</translation>
    </message>
    <message>
        <source>unbalanced &apos;)&apos;: no variation to close</source>
        <translation>&apos;)&apos; senza corrispondenza: nessuna variante da chiudere</translation>
    </message>
    <message>
        <source>unterminated comment: &apos;{&apos; without &apos;}&apos;</source>
        <translation>commento non terminato: &apos;{&apos; senza &apos;}&apos;</translation>
    </message>
    <message>
        <source>unterminated variation: &apos;(&apos; without &apos;)&apos;</source>
        <translation>variante non terminata: &apos;(&apos; senza &apos;)&apos;</translation>
    </message>
    <message>
        <source>a move number needs a dot: {1}</source>
        <translation>un numero di mossa richiede un punto: {1}</translation>
    </message>
    <message>
        <source>unknown result {1} (expected 2-0, 0-2, 1-1 or *)</source>
        <translation>risultato sconosciuto {1} (atteso 2-0, 0-2, 1-1 o *)</translation>
    </message>
    <message>
        <source>expected a number after $</source>
        <translation>atteso un numero dopo $</translation>
    </message>
    <message>
        <source>annotation glyph ${1} is out of range</source>
        <translation>il glifo di annotazione ${1} è fuori dall&apos;intervallo ammesso</translation>
    </message>
    <message>
        <source>unexpected character &apos;{1}&apos;</source>
        <translation>carattere inatteso &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>unexpected byte 0x{1}</source>
        <translation>byte inatteso 0x{1}</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>atteso un nome di tag dopo &apos;[&apos;</translation>
    </message>
    <message>
        <source>expected the tag&apos;s value in double quotes</source>
        <translation>atteso il valore del tag tra virgolette doppie</translation>
    </message>
    <message>
        <source>unterminated tag: &apos;[&apos; without &apos;]&apos;</source>
        <translation>tag non terminato: &apos;[&apos; senza &apos;]&apos;</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the tag&apos;s value</source>
        <translation>atteso &apos;]&apos; dopo il valore del tag</translation>
    </message>
    <message>
        <source>unterminated string: &apos;&quot;&apos; without a closing &apos;&quot;&apos;</source>
        <translation>stringa non terminata: &apos;&quot;&apos; senza un &apos;&quot;&apos; di chiusura</translation>
    </message>
    <message>
        <source>too many tags in one game (at most {1})</source>
        <translation>troppi tag in una partita (al massimo {1})</translation>
    </message>
    <message>
        <source>unsupported GameType {1}</source>
        <translation>GameType {1} non supportato</translation>
    </message>
    <message>
        <source>unknown rules {1} (standard, intervening or turkish)</source>
        <translation>regole sconosciute {1} (standard, intervening o turkish)</translation>
    </message>
    <message>
        <source>unknown draw rule {1} (repetition, 30-ply or none)</source>
        <translation>regola di patta sconosciuta {1} (repetition, 30-ply o none)</translation>
    </message>
    <message>
        <source>DrawRules lists repetition and/or 30-ply, or is none</source>
        <translation>DrawRules elenca repetition e/o 30-ply, oppure è none</translation>
    </message>
    <message>
        <source>FEN: {1}</source>
        <translation>FEN: {1}</translation>
    </message>
    <message>
        <source>a new game&apos;s tags, but this game has no result (2-0, 0-2, 1-1 or *)</source>
        <translation>tag di una nuova partita, ma questa partita non ha un risultato (2-0, 0-2, 1-1 o *)</translation>
    </message>
    <message>
        <source>illegal move {1}: {2}</source>
        <translation>mossa illegale {1}: {2}</translation>
    </message>
    <message>
        <source>cannot read the file: {1}</source>
        <translation>impossibile leggere il file: {1}</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe): only files are read</source>
        <translation>non è un file regolare (un dispositivo o una pipe): si leggono solo file</translation>
    </message>
    <message>
        <source>the file has {1} bytes, more than the {2} a game file may have</source>
        <translation>il file ha {1} byte, più dei {2} che un file di partite può avere</translation>
    </message>
    <message>
        <source>only the first {1} games were read: a game file may hold no more</source>
        <translation>sono state lette solo le prime {1} partite: un file di partite non può contenerne di più</translation>
    </message>
    <message>
        <source>{1} or {2}</source>
        <translation>{1} o {2}</translation>
    </message>
    <message>
        <source>{1} or {2} more</source>
        <translation>{1} o altre {2}</translation>
    </message>
    <message>
        <source>White lost on time: Black wins.</source>
        <translation>Il Bianco ha perso per tempo: vince il Nero.</translation>
    </message>
    <message>
        <source>Black lost on time: White wins.</source>
        <translation>Il Nero ha perso per tempo: vince il Bianco.</translation>
    </message>
    <message>
        <source>unknown time control {1} (expected -, seconds plus increment as in 300+3, or seconds per move as in 60/move)</source>
        <translation>controllo del tempo sconosciuto {1} (atteso -, secondi più incremento come in 300+3, o secondi per mossa come in 60/move)</translation>
    </message>
    <message>
        <source>the tag&apos;s value is too long (at most {1} bytes)</source>
        <translation>il valore del tag è troppo lungo (al massimo {1} byte)</translation>
    </message>
</context>
</TS>
