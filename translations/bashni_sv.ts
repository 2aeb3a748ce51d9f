<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Av</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snabb</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Långsam</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>White played %1</source>
        <translation>Vit drog %1</translation>
    </message>
    <message>
        <source>Black played %1</source>
        <translation>Svart drog %1</translation>
    </message>
    <message numerus="yes">
        <source>White captured %n: %1</source>
        <translation>
            <numerusform>Vit slog %n pjäs: %1</numerusform>
            <numerusform>Vit slog %n pjäser: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black captured %n: %1</source>
        <translation>
            <numerusform>Svart slog %n pjäs: %1</numerusform>
            <numerusform>Svart slog %n pjäser: %1</numerusform>
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
        <translation>Mellanliggande slag</translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation>Turkiskt slag</translation>
    </message>
    <message>
        <source>Each taken piece goes under the capturer at once; a column may be jumped again whenever its top is again an enemy piece.</source>
        <translation>Varje slagen pjäs hamnar genast under det slående tornet; ett torn får hoppas över igen så snart dess översta pjäs åter är motståndarens.</translation>
    </message>
    <message>
        <source>As standard, but the column jumped on the previous jump may not be jumped straight away.</source>
        <translation>Som standard, men tornet som hoppades över i föregående hopp får inte hoppas över direkt igen.</translation>
    </message>
    <message>
        <source>Jumped columns stay until the move is complete and may not be jumped twice (the Russian &quot;Turkish strike&quot;).</source>
        <translation>Överhoppade torn står kvar tills draget är klart och får inte hoppas över två gånger (det ryska ”turkiska slaget”).</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Datornivå</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>nybörjare</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>fritidsspelare</translation>
    </message>
    <message>
        <source>club</source>
        <translation>klubbspelare</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Dator&amp;nivå:</translation>
    </message>
</context>
<context>
    <name>ConnectionQuestions</name>
    <message>
        <source>Server Certificate Changed</source>
        <translation>Serverns certifikat har ändrats</translation>
    </message>
    <message>
        <source>New Server Certificate</source>
        <translation>Nytt servercertifikat</translation>
    </message>
    <message>
        <source>The certificate of %1 has changed since you last played there.

Before: %2
Now: %3

This may be an attacker between you and the server. Accept the new certificate only if the server&apos;s operator says it changed and its fingerprint is the one above.</source>
        <translation>Certifikatet för %1 har ändrats sedan du senast spelade där.

Förut: %2
Nu: %3

Det kan vara en angripare mellan dig och servern. Acceptera det nya certifikatet bara om serverns administratör säger att det har ändrats och att dess fingeravtryck är det ovan.</translation>
    </message>
    <message>
        <source>The certificates you accepted are kept in %1.</source>
        <translation>De certifikat du har accepterat sparas i %1.</translation>
    </message>
    <message>
        <source>This is your first connection to %1. No certificate authority vouches for its certificate, whose SHA-256 fingerprint is:

%2

Compare it with the fingerprint the server&apos;s operator publishes (bashni-server prints it at its start). Trust this server?</source>
        <translation>Det här är din första anslutning till %1. Ingen certifikatutfärdare går i god för dess certifikat, vars SHA-256-fingeravtryck är:

%2

Jämför det med fingeravtrycket som serverns administratör publicerar (bashni-server skriver ut det när den startar). Lita på den här servern?</translation>
    </message>
    <message>
        <source>&amp;Accept the New Certificate</source>
        <translation>&amp;Acceptera det nya certifikatet</translation>
    </message>
    <message>
        <source>&amp;Trust and Connect</source>
        <translation>&amp;Lita på och anslut</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>Kryptering</translation>
    </message>
    <message>
        <source>%1 did not answer with encryption (TLS). It may be a server without encryption, which is meant only for this computer or your own network. Connect without encryption?</source>
        <translation>%1 svarade inte med kryptering (TLS). Det kan vara en server utan kryptering, som bara är avsedd för den här datorn eller ditt eget nätverk. Ansluta utan kryptering?</translation>
    </message>
    <message>
        <source>%1 closed the connection at once: it probably expects encryption (TLS). Connect with encryption?</source>
        <translation>%1 stängde anslutningen direkt: den väntar sig troligen kryptering (TLS). Ansluta med kryptering?</translation>
    </message>
    <message>
        <source>Connect &amp;Without Encryption</source>
        <translation>Anslut &amp;utan kryptering</translation>
    </message>
    <message>
        <source>Connect &amp;With Encryption</source>
        <translation>Anslut &amp;med kryptering</translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message numerus="yes">
        <source>White wins in %n move(s)</source>
        <translation>
            <numerusform>Vit vinner på %n drag</numerusform>
            <numerusform>Vit vinner på %n drag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n move(s)</source>
        <translation>
            <numerusform>Svart vinner på %n drag</numerusform>
            <numerusform>Svart vinner på %n drag</numerusform>
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
        <translation>inexakthet</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>misstag</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grovt misstag</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>jämnt</translation>
    </message>
    <message>
        <source>White is better by %1</source>
        <translation>Vit står bättre med %1</translation>
    </message>
    <message>
        <source>Black is better by %1</source>
        <translation>Svart står bättre med %1</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Rules of Bashni</source>
        <translation>Regler för Bashni</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Åtgärd</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Kortkommando</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <source>About Bashni</source>
        <translation>Om Bashni</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bashni %1&lt;/h3&gt;&lt;p&gt;Column draughts: Russian draughts in which captured pieces go under the capturing piece and towers grow.&lt;/p&gt;&lt;p&gt;Play against the computer at ten levels or against a friend; save, replay and study games.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Credits: the Bashni developers; the rules follow the Russian tradition of the game, with three rule sets for taking from the same column again; successor of bashnya 0.1, a two-player SDL program. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bashni %1&lt;/h3&gt;&lt;p&gt;Damspel med torn: ryskt damspel där slagna pjäser hamnar under den slående pjäsen och tornen växer.&lt;/p&gt;&lt;p&gt;Spela mot datorn på tio nivåer eller mot en vän; spara, spela upp och studera partier.&lt;/p&gt;&lt;p&gt;Licens: GNU General Public License, version 3 eller senare.&lt;/p&gt;&lt;p&gt;Medverkande: Bashni-utvecklarna; reglerna följer spelets ryska tradition, med tre regeluppsättningar för att slå från samma torn igen; efterföljare till bashnya 0.1, ett SDL-program för två spelare. Byggt med Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Board Cursor: Move</source>
        <translation>Brädmarkör: flytta</translation>
    </message>
    <message>
        <source>Board Cursor: Click Its Square</source>
        <translation>Brädmarkör: klicka på dess ruta</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>That is not the move this step asks for.</source>
        <translation>Det är inte draget som det här steget frågar efter.</translation>
    </message>
    <message>
        <source>That is not a capture.</source>
        <translation>Det är inget slag.</translation>
    </message>
    <message>
        <source>That capture takes a different number of pieces.</source>
        <translation>Det slaget tar ett annat antal pjäser.</translation>
    </message>
    <message>
        <source>That move crowns no man.</source>
        <translation>Det draget kröner ingen bricka.</translation>
    </message>
    <message>
        <source>That capture leaves the prisoner buried.</source>
        <translation>Det slaget lämnar fången begravd.</translation>
    </message>
    <message>
        <source>After that move you lose a column.</source>
        <translation>Efter det draget förlorar du ett torn.</translation>
    </message>
    <message>
        <source>That move gives the win away.</source>
        <translation>Det draget ger bort vinsten.</translation>
    </message>
    <message>
        <source>Moving the men</source>
        <translation>Flytta brickorna</translation>
    </message>
    <message>
        <source>This is the start. White moves first, and a man steps one square diagonally forward onto an empty square. Make any move.</source>
        <translation>Det här är utgångsställningen. Vit börjar, och en bricka flyttar ett steg diagonalt framåt till en tom ruta. Gör vilket drag som helst.</translation>
    </message>
    <message>
        <source>Pick up one of the men on the third row and put it on an empty square in front of it.</source>
        <translation>Ta en bricka på tredje raden och ställ den på en tom ruta framför den.</translation>
    </message>
    <message>
        <source>Only the dark squares are used. Move the man on c3 to d4, the centre of the board.</source>
        <translation>Bara de mörka rutorna används. Flytta brickan på c3 till d4, mitt på brädet.</translation>
    </message>
    <message>
        <source>d4 is diagonally up and to the right of c3.</source>
        <translation>d4 ligger diagonalt upp till höger om c3.</translation>
    </message>
    <message>
        <source>That goes to b4. Aim for d4, to the right.</source>
        <translation>Det går till b4. Sikta på d4, till höger.</translation>
    </message>
    <message>
        <source>Move the man on c3, not another one.</source>
        <translation>Flytta brickan på c3, inte någon annan.</translation>
    </message>
    <message>
        <source>Forward to the right of e3 is f4.</source>
        <translation>Framåt till höger om e3 ligger f4.</translation>
    </message>
    <message>
        <source>That is forward to the left. Try f4.</source>
        <translation>Det är framåt till vänster. Försök med f4.</translation>
    </message>
    <message>
        <source>Capturing is compulsory</source>
        <translation>Slag är tvång</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy column next to it onto the empty square behind. When you can capture, you must. Capture the black man on d4.</source>
        <translation>En bricka slår genom att hoppa över ett intilliggande fientligt torn till den tomma rutan bakom. Kan du slå, måste du slå. Slå den svarta brickan på d4.</translation>
    </message>
    <message>
        <source>The man on c3 jumps over d4 and lands on e5.</source>
        <translation>Brickan på c3 hoppar över d4 och landar på e5.</translation>
    </message>
    <message>
        <source>Men capture backward too, and that capture is just as compulsory.</source>
        <translation>Brickor slår även bakåt, och det slaget är lika tvingande.</translation>
    </message>
    <message>
        <source>The man on e5 jumps back over d4 to c3.</source>
        <translation>Brickan på e5 hoppar bakåt över d4 till c3.</translation>
    </message>
    <message>
        <source>Two of your men can capture d4. You may choose either one.</source>
        <translation>Två av dina brickor kan slå d4. Du får välja vilken som helst.</translation>
    </message>
    <message>
        <source>Jump from c3 to e5, or from e3 to c5.</source>
        <translation>Hoppa från c3 till e5, eller från e3 till c5.</translation>
    </message>
    <message>
        <source>Captured pieces go under</source>
        <translation>Slagna pjäser hamnar under</translation>
    </message>
    <message>
        <source>Nothing ever leaves the board. A captured man goes under the man that took it, and the two stand as one column. Capture d4.</source>
        <translation>Ingenting lämnar någonsin brädet. En slagen bricka hamnar under den som slog den, och de två bildar ett torn. Slå d4.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4 to e5.</source>
        <translation>Hoppa från c3 över d4 till e5.</translation>
    </message>
    <message>
        <source>Your column on c3 has a black man under a white one. The top piece decides: the column is yours and moves like a man. Move it to d4.</source>
        <translation>Ditt torn på c3 har en svart bricka under en vit. Den översta pjäsen avgör: tornet är ditt och flyttar som en bricka. Flytta det till d4.</translation>
    </message>
    <message>
        <source>The whole column moves together, one square forward to d4.</source>
        <translation>Hela tornet flyttar tillsammans, ett steg framåt till d4.</translation>
    </message>
    <message>
        <source>That is b4. Move the column to d4.</source>
        <translation>Det är b4. Flytta tornet till d4.</translation>
    </message>
    <message>
        <source>The column on d4 holds two black men. A capture takes only the top one; the man below stays on d4. Capture it.</source>
        <translation>Tornet på d4 består av två svarta brickor. Ett slag tar bara den översta; brickan under blir kvar på d4. Slå det.</translation>
    </message>
    <message>
        <source>Several captures in one move</source>
        <translation>Flera slag i ett drag</translation>
    </message>
    <message>
        <source>After a jump, if your column can jump again, it must, in the same move. Take both black men.</source>
        <translation>Kan ditt torn hoppa igen efter ett hopp måste det göra det, i samma drag. Slå båda de svarta brickorna.</translation>
    </message>
    <message>
        <source>Jump from c3 to e5, then on over f6 to g7.</source>
        <translation>Hoppa från c3 till e5 och sedan vidare över f6 till g7.</translation>
    </message>
    <message>
        <source>You may choose any capture, short or long; nothing forces the longest. Here choose the one that takes two men.</source>
        <translation>Du får välja vilket slag som helst, kort eller långt; det längsta är inget tvång. Välj här det som tar två brickor.</translation>
    </message>
    <message>
        <source>Over d4 and then over f6.</source>
        <translation>Över d4 och sedan över f6.</translation>
    </message>
    <message>
        <source>That takes only one man. The way over d4 takes two.</source>
        <translation>Det tar bara en bricka. Vägen över d4 tar två.</translation>
    </message>
    <message>
        <source>Both captures take one man, but after one of them Black takes your column back. Find the capture that keeps it.</source>
        <translation>Båda slagen tar en bricka, men efter det ena slår Svart tillbaka ditt torn. Hitta slaget som behåller det.</translation>
    </message>
    <message>
        <source>Look at what the black man on f6 could do next.</source>
        <translation>Se vad den svarta brickan på f6 kan göra sedan.</translation>
    </message>
    <message>
        <source>From e5 your column can be taken by f6, which lands on the empty d4.</source>
        <translation>På e5 kan ditt torn slås av f6, som landar på den tomma d4.</translation>
    </message>
    <message>
        <source>Freeing prisoners</source>
        <translation>Befria fångar</translation>
    </message>
    <message>
        <source>The column on d4 has two white men under a black one. Take its top and they are yours again.</source>
        <translation>Tornet på d4 har två vita brickor under en svart. Slå den översta så är de dina igen.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4. The black man comes with you; the white men are free again.</source>
        <translation>Hoppa från c3 över d4. Den svarta brickan följer med dig; de vita brickorna är fria igen.</translation>
    </message>
    <message>
        <source>A white man is a prisoner on d4. Make the capture that frees the white man on d4.</source>
        <translation>En vit bricka är fånge på d4. Gör det slag som befriar den vita brickan på d4.</translation>
    </message>
    <message>
        <source>Of your two captures, take the one over d4.</source>
        <translation>Av dina två slag, välj det över d4.</translation>
    </message>
    <message>
        <source>That capture leaves the prisoner on d4 buried.</source>
        <translation>Det slaget lämnar fången på d4 begravd.</translation>
    </message>
    <message>
        <source>A buried king stays a king. Free the white king under the black man on d4.</source>
        <translation>En begravd dam förblir en dam. Befria den vita damen under den svarta brickan på d4.</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>Kröning</translation>
    </message>
    <message>
        <source>A man that reaches the far row becomes a king. Crown your man.</source>
        <translation>En bricka som når bortersta raden blir dam. Kröna din bricka.</translation>
    </message>
    <message>
        <source>Step from c7 to b8 or d8.</source>
        <translation>Flytta från c7 till b8 eller d8.</translation>
    </message>
    <message>
        <source>Only the top piece is crowned; the prisoners under it stay men. Crown the column.</source>
        <translation>Bara den översta pjäsen krönas; fångarna under den förblir brickor. Kröna tornet.</translation>
    </message>
    <message>
        <source>Step from c7 to the last row.</source>
        <translation>Flytta från c7 till sista raden.</translation>
    </message>
    <message>
        <source>A man crowned in the middle of a capture goes on capturing as a king in the same move. Take g7 and go on.</source>
        <translation>En bricka som krönts mitt i ett slag fortsätter slå som dam i samma drag. Slå g7 och fortsätt.</translation>
    </message>
    <message>
        <source>Jump from h6 over g7 to f8, then fly on as a king over c5 or back over g7.</source>
        <translation>Hoppa från h6 över g7 till f8 och flyg sedan vidare som dam över c5 eller tillbaka över g7.</translation>
    </message>
    <message>
        <source>The flying king</source>
        <translation>Den flygande damen</translation>
    </message>
    <message>
        <source>A king moves any number of empty squares along a diagonal, forward or backward. Fly from a1 to h8 in one move.</source>
        <translation>En dam flyttar hur många tomma rutor som helst längs en diagonal, framåt eller bakåt. Flyg från a1 till h8 i ett drag.</translation>
    </message>
    <message>
        <source>The long diagonal from a1 runs all the way to h8.</source>
        <translation>Den långa diagonalen går från a1 ända till h8.</translation>
    </message>
    <message>
        <source>A good king move, but the task is to reach h8.</source>
        <translation>Ett bra damdrag, men uppgiften är att nå h8.</translation>
    </message>
    <message>
        <source>A king captures from afar: it jumps an enemy column anywhere on its diagonal and lands on any empty square behind it. Capture e5.</source>
        <translation>En dam slår på avstånd: den hoppar över ett fientligt torn var som helst på sin diagonal och landar på vilken tom ruta som helst bakom det. Slå e5.</translation>
    </message>
    <message>
        <source>Fly from a1 over e5 and land on f6, g7 or h8.</source>
        <translation>Flyg från a1 över e5 och landa på f6, g7 eller h8.</translation>
    </message>
    <message>
        <source>If the king can capture again from one of its landing squares, it must land there. Take both black men.</source>
        <translation>Kan damen slå igen från en av sina landningsrutor måste den landa där. Slå båda de svarta brickorna.</translation>
    </message>
    <message>
        <source>Jump c3 and land on e5: from there the king can take f4.</source>
        <translation>Hoppa över c3 och landa på e5: därifrån kan damen slå f4.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Vinst och remi</translation>
    </message>
    <message>
        <source>A player who cannot move loses. Take Black&apos;s last column and Black has nothing left to move.</source>
        <translation>Den som inte kan flytta förlorar. Slå Svarts sista torn, så har Svart inget kvar att flytta.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4.</source>
        <translation>Hoppa från c3 över d4.</translation>
    </message>
    <message>
        <source>A player whose columns are all blocked loses too. Find the move that leaves Black no move at all.</source>
        <translation>Den vars torn alla är blockerade förlorar också. Hitta draget som inte lämnar Svart något drag alls.</translation>
    </message>
    <message>
        <source>Fill b2 so that the black man can neither step there nor jump it.</source>
        <translation>Ställ en bricka på b2 så att den svarta brickan varken kan flytta dit eller hoppa över den.</translation>
    </message>
    <message>
        <source>Now a3 can jump b2 and land on the empty c1.</source>
        <translation>Nu kan a3 hoppa över b2 och landa på den tomma c1.</translation>
    </message>
    <message>
        <source>Black can still move after that. Look at b2.</source>
        <translation>Svart kan fortfarande flytta efter det. Titta på b2.</translation>
    </message>
    <message>
        <source>Some games cannot be won. A game is drawn when the same position comes for the third time, or after 30 plies in which only kings moved and nothing was captured. Make any move.</source>
        <translation>Vissa partier går inte att vinna. Ett parti blir remi när samma ställning uppstår för tredje gången, eller efter 30 halvdrag där bara damer har flyttat och inget har slagits. Gör vilket drag som helst.</translation>
    </message>
    <message>
        <source>Any king move will do.</source>
        <translation>Vilket damdrag som helst duger.</translation>
    </message>
    <message>
        <source>Three ways to re-take</source>
        <translation>Tre sätt att slå igen</translation>
    </message>
    <message>
        <source>The old sources disagree about jumping a column again in the same move, so you choose a rule set for each game. Under the standard rules a taken piece goes under at once and frees its square. Take both black kings.</source>
        <translation>De gamla källorna är oeniga om att hoppa över ett torn igen i samma drag, så du väljer regler för varje parti. Med standardreglerna hamnar en slagen pjäs under direkt och dess ruta blir fri. Slå båda de svarta damerna.</translation>
    </message>
    <message>
        <source>Take e3, fly back through the emptied e3 and f4, and take g5.</source>
        <translation>Slå e3, flyg tillbaka genom de tömda e3 och f4 och slå g5.</translation>
    </message>
    <message>
        <source>Under the Turkish strike the jumped columns stay until the move is over and block the way back. The same position: here only one king can be taken.</source>
        <translation>Med turkiskt slag står överhoppade torn kvar tills draget är klart och stänger vägen tillbaka. Samma ställning: här kan bara en dam slås.</translation>
    </message>
    <message>
        <source>Take either king; there is no way on.</source>
        <translation>Slå någon av damerna; det finns ingen väg vidare.</translation>
    </message>
    <message>
        <source>Under the standard rules a column may be jumped again as soon as its top is an enemy once more, even at once. Jump b4 twice.</source>
        <translation>Med standardreglerna får ett torn hoppas över igen så snart dess översta pjäs åter är fientlig, till och med direkt. Hoppa över b4 två gånger.</translation>
    </message>
    <message>
        <source>Jump b4, then straight back over it.</source>
        <translation>Hoppa över b4 och sedan direkt tillbaka över det.</translation>
    </message>
    <message>
        <source>That takes g7. Jump the column on b4 twice instead.</source>
        <translation>Det tar g7. Hoppa i stället över tornet på b4 två gånger.</translation>
    </message>
    <message>
        <source>Under the intervening rule a column may not be jumped on two jumps in a row. So the king must land where it can take g7.</source>
        <translation>Med mellanliggande slag får ett torn inte hoppas över i två hopp i rad. Därför måste damen landa där den kan slå g7.</translation>
    </message>
    <message>
        <source>Jump b4 and land on f8, then take g7.</source>
        <translation>Hoppa över b4, landa på f8 och slå sedan g7.</translation>
    </message>
    <message>
        <source>A first endgame</source>
        <translation>Ett första slutspel</translation>
    </message>
    <message>
        <source>Two kings against one man. Win against the computer: catch the man.</source>
        <translation>Två damer mot en bricka. Vinn mot datorn: fånga brickan.</translation>
    </message>
    <message>
        <source>Use both kings to close the diagonals in front of the man, then capture it.</source>
        <translation>Använd båda damerna för att stänga diagonalerna framför brickan och slå den sedan.</translation>
    </message>
    <message>
        <source>You must capture f6, but where you land matters. Then win the game.</source>
        <translation>Du måste slå f6, men det spelar roll var du landar. Vinn sedan partiet.</translation>
    </message>
    <message>
        <source>On g7 the man on h6 could capture your king. Land on h8.</source>
        <translation>På g7 kan brickan på h6 slå din dam. Landa på h8.</translation>
    </message>
    <message>
        <source>On g7 the black man on h6 jumps your king.</source>
        <translation>På g7 hoppar den svarta brickan på h6 över din dam.</translation>
    </message>
    <message>
        <source>A king and a man against two men. Win the game.</source>
        <translation>En dam och en bricka mot två brickor. Vinn partiet.</translation>
    </message>
    <message>
        <source>Offer your man on f4: g5 must take it, and then your king is ready.</source>
        <translation>Offra din bricka på f4: g5 måste slå den, och sedan står din dam redo.</translation>
    </message>
    <message>
        <source>A man never steps backward. Move the man on e3 forward to the right.</source>
        <translation>En bricka flyttar aldrig bakåt. Flytta brickan på e3 framåt till höger.</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Pick up one of your columns first.</source>
        <translation>Välj först ett av dina torn.</translation>
    </message>
    <message>
        <source>The column on %1 is not yours.</source>
        <translation>Tornet på %1 är inte ditt.</translation>
    </message>
    <message>
        <source>There is no move to make.</source>
        <translation>Det finns inget drag att göra.</translation>
    </message>
    <message>
        <source>The column on %1 has no move.</source>
        <translation>Tornet på %1 har inget drag.</translation>
    </message>
    <message>
        <source>Several captures end on %1: click the squares where it lands on the way.</source>
        <translation>Flera slag slutar på %1: klicka på rutorna där tornet landar på vägen.</translation>
    </message>
    <message>
        <source>The capture cannot go to %1.</source>
        <translation>Slaget kan inte gå till %1.</translation>
    </message>
    <message>
        <source>The column on %1 cannot move to %2.</source>
        <translation>Tornet på %1 kan inte flytta till %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of several squares</comment>
        <translation>%1 eller %2</translation>
    </message>
    <message>
        <source>Capture is compulsory: %1 can capture.</source>
        <translation>Slagtvång: %1 kan slå.</translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message>
        <source>clipboard</source>
        <translation>urklipp</translation>
    </message>
</context>
<context>
    <name>ProblemReport</name>
    <message numerus="yes">
        <source>… and %n more (see the details).</source>
        <translation>
            <numerusform>… och %n till (se detaljerna).</numerusform>
            <numerusform>… och %n till (se detaljerna).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleTrainer</name>
    <message>
        <source>White to move: find the winning move</source>
        <translation>Vit vid draget: hitta det vinnande draget</translation>
    </message>
    <message>
        <source>Black to move: find the winning move</source>
        <translation>Svart vid draget: hitta det vinnande draget</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <source>%1 does not win.</source>
        <translation>%1 vinner inte.</translation>
    </message>
    <message>
        <source>After %1 comes %2, and the opponent wins.</source>
        <translation>Efter %1 kommer %2, och motståndaren vinner.</translation>
    </message>
    <message numerus="yes">
        <source>After %1 comes %2, and the opponent is about %n man(s) ahead.</source>
        <translation>
            <numerusform>Efter %1 kommer %2, och motståndaren leder med ungefär %n bricka.</numerusform>
            <numerusform>Efter %1 kommer %2, och motståndaren leder med ungefär %n brickor.</numerusform>
        </translation>
    </message>
    <message>
        <source>After %1 comes %2, and the win is gone.</source>
        <translation>Efter %1 kommer %2, och vinsten är borta.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Lösning: %1</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Bashni: column draughts for the desktop.</source>
        <translation>Bashni: damspel med torn för skrivbordet.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FIL</translation>
    </message>
    <message>
        <source>A game file to open (.pdn).</source>
        <translation>En partifil att öppna (.pdn).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[FIL]</translation>
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
        <translation>Trä</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hög kontrast</translation>
    </message>
</context>
<context>
    <name>TowerItem</name>
    <message>
        <source>white man</source>
        <translation>vit bricka</translation>
    </message>
    <message>
        <source>black man</source>
        <translation>svart bricka</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>vit dam</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>svart dam</translation>
    </message>
    <message>
        <source>Top to bottom: %1</source>
        <translation>Uppifrån och ned: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n white men</source>
        <translation>
            <numerusform>%n vit bricka</numerusform>
            <numerusform>%n vita brickor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black men</source>
        <translation>
            <numerusform>%n svart bricka</numerusform>
            <numerusform>%n svarta brickor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white kings</source>
        <translation>
            <numerusform>%n vit dam</numerusform>
            <numerusform>%n vita damer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black kings</source>
        <translation>
            <numerusform>%n svart dam</numerusform>
            <numerusform>%n svarta damer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 över %2</translation>
    </message>
</context>
<context>
    <name>bashni::ui::AnalysisPanel</name>
    <message>
        <source>Let the computer study the position on the board (A)</source>
        <translation>Låt datorn analysera ställningen på brädet (A)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppa</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Stoppa analysen</translation>
    </message>
    <message>
        <source>Start the analysis</source>
        <translation>Starta analysen</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyserar…</translation>
    </message>
    <message>
        <source>Depth %1 · %2</source>
        <translation>Djup %1 · %2</translation>
    </message>
    <message>
        <source>The analysis goes on after the computer&apos;s move.</source>
        <translation>Analysen fortsätter efter datorns drag.</translation>
    </message>
    <message>
        <source>The computer&apos;s view of the position on the board</source>
        <translation>Datorns bedömning av ställningen på brädet</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Variant %1</translation>
    </message>
    <message>
        <source>%1 M nodes/s</source>
        <comment>millions of positions searched a second</comment>
        <translation>%1 M noder/s</translation>
    </message>
    <message>
        <source>%1 k nodes/s</source>
        <comment>thousands of positions searched a second</comment>
        <translation>%1 k noder/s</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>The computer&apos;s view of the balance: White&apos;s share from the left</source>
        <translation>Datorns syn på ställningen: Vits andel från vänster</translation>
    </message>
</context>
<context>
    <name>bashni::ui::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Bräde</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ChatDock</name>
    <message>
        <source>Chat</source>
        <translation>Chatt</translation>
    </message>
    <message>
        <source>Say something and press Enter</source>
        <translation>Skriv något och tryck på Retur</translation>
    </message>
</context>
<context>
    <name>bashni::ui::DirectPlay</name>
    <message>
        <source>Host Ne&amp;twork Game…</source>
        <translation>&amp;Var värd för ett nätverksparti…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Ans&amp;lut till ett nätverksparti…</translation>
    </message>
    <message>
        <source>Network play is not available: %1</source>
        <translation>Nätverksspel är inte tillgängligt: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Host Network Game</source>
        <translation>Var värd för ett nätverksparti</translation>
    </message>
    <message>
        <source>This game was adjourned. Host it again, for the same friend to join and play on?</source>
        <translation>Det här partiet är uppskjutet. Vara värd för det igen, så att samma vän kan ansluta och spela vidare?</translation>
    </message>
    <message>
        <source>Cannot host a game on port %1: %2. Another program may be using this port.</source>
        <translation>Kan inte vara värd på port %1: %2. Kanske använder ett annat program den porten.</translation>
    </message>
    <message>
        <source>Waiting for your friend to join: address %1, port %2.</source>
        <translation>Väntar på din vän: adress %1, port %2.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation>Ansluter till %1, port %2…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Inte ansluten</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Ansluten till %1</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Partiet fortsätter.</translation>
    </message>
    <message>
        <source>The game against %1 begins.</source>
        <translation>Partiet mot %1 börjar.</translation>
    </message>
    <message>
        <source>%1 declined the game: %2</source>
        <translation>%1 tackade nej till partiet: %2</translation>
    </message>
    <message>
        <source>%1 has left; the game is adjourned.</source>
        <translation>%1 har gått; partiet är uppskjutet.</translation>
    </message>
    <message>
        <source>The opponent&apos;s program sent a wrong message (%1): the connection is closed, the game is unchanged.</source>
        <translation>Motståndarens program skickade ett felaktigt meddelande (%1): anslutningen är stängd, partiet är oförändrat.</translation>
    </message>
    <message>
        <source>Connection lost — waiting for the opponent.</source>
        <translation>Anslutningen bröts — väntar på motståndaren.</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 erbjuder remi. Tar du emot?</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1 avböjer remi.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move. Do you agree?</source>
        <translation>%1 vill ta tillbaka sitt senaste drag. Går du med på det?</translation>
    </message>
    <message>
        <source>%1 declines the takeback.</source>
        <translation>%1 avböjer att ta tillbaka draget.</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>&amp;Anslut igen</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Ansluter…</translation>
    </message>
    <message>
        <source>Stop &amp;Hosting</source>
        <translation>&amp;Sluta vara värd</translation>
    </message>
    <message>
        <source>The host did not let you in: it has a guest already, or its game waits for the player who began it.</source>
        <translation>Värden släppte inte in dig: den har redan en gäst, eller så väntar dess parti på spelaren som började det.</translation>
    </message>
    <message>
        <source>The other program is an older or newer Bashni that speaks another version of the network protocol. Both players need Bashni 0.4 or later.</source>
        <translation>Det andra programmet är en äldre eller nyare Bashni som talar en annan version av nätverksprotokollet. Båda spelarna behöver Bashni 0.4 eller senare.</translation>
    </message>
    <message>
        <source>The connection ended: %1</source>
        <translation>Anslutningen avslutades: %1</translation>
    </message>
    <message>
        <source>Your network game against %1 is adjourned. Rejoin it now?</source>
        <translation>Ditt nätverksparti mot %1 är uppskjutet. Återansluta nu?</translation>
    </message>
    <message>
        <source>Your network game against %1 is adjourned. Host it again, for %1 to come back?</source>
        <translation>Ditt nätverksparti mot %1 är uppskjutet. Vara värd igen, så att %1 kan komma tillbaka?</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Återanslut</translation>
    </message>
    <message>
        <source>&amp;Host Again</source>
        <translation>&amp;Var värd igen</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Inte nu</translation>
    </message>
    <message>
        <source>%1 has left. The game is over.</source>
        <translation>%1 har gått. Partiet är slut.</translation>
    </message>
    <message>
        <source>The game is adjourned: host it again or rejoin it to play on.</source>
        <translation>Partiet är uppskjutet: var värd för det igen eller återanslut till det för att spela vidare.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EngineSeat</name>
    <message>
        <source>Computer (level %1)</source>
        <translation>Dator (nivå %1)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Värdering</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Värderingsgraf</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Utgångsställning</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>ej analyserad</translation>
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
        <translation>Inga drag att visa</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameController</name>
    <message>
        <source>The game is over.</source>
        <translation>Partiet är slut.</translation>
    </message>
    <message>
        <source>Wait: the computer is to move.</source>
        <translation>Vänta: datorn är vid draget.</translation>
    </message>
    <message>
        <source>Not a move here: %1</source>
        <translation>Inget giltigt drag här: %1</translation>
    </message>
    <message>
        <source>The game is paused: press P to play on.</source>
        <translation>Partiet är pausat: tryck P för att spela vidare.</translation>
    </message>
    <message>
        <source>Go to the last move to play on.</source>
        <translation>Gå till det senaste draget för att spela vidare.</translation>
    </message>
    <message>
        <source>Wait: your opponent is to move.</source>
        <translation>Vänta: motståndaren är vid draget.</translation>
    </message>
    <message>
        <source>Your move could not be sent: the board shows the game as it stands there.</source>
        <translation>Ditt drag kunde inte skickas: brädet visar partiet så som det står där.</translation>
    </message>
    <message>
        <source>Your opponent is asked to allow the takeback…</source>
        <translation>Motståndaren tillfrågas om att ta tillbaka draget…</translation>
    </message>
    <message>
        <source>Your draw offer was sent.</source>
        <translation>Ditt remierbjudande har skickats.</translation>
    </message>
    <message>
        <source>The board did not agree with the game&apos;s record where it is kept: it shows that record now.</source>
        <translation>Brädet stämde inte med partiets protokoll där det förs: nu visar brädet det protokollet.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameFiles</name>
    <message>
        <source>the file has changed since its games were listed; open it again</source>
        <translation>filen har ändrats sedan dess partier listades; öppna den igen</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GamePicker</name>
    <message>
        <source>Open Game from %1</source>
        <translation>Öppna parti från %1</translation>
    </message>
    <message>
        <source>Games in %1: %2</source>
        <translation>Partier i %1: %2</translation>
    </message>
    <message>
        <source>Player, event, date, result...</source>
        <translation>Spelare, tävling, datum, resultat...</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tävling</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
</context>
<context>
    <name>bashni::ui::HostDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Var värd för ett nätverksparti</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Slumpvis</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Du &amp;spelar:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Klocka:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Var värd</translation>
    </message>
</context>
<context>
    <name>bashni::ui::JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Anslut till ett nätverksparti</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>adress:port</translation>
    </message>
    <message>
        <source>&amp;Look Again</source>
        <translation>&amp;Sök igen</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Anslut</translation>
    </message>
    <message>
        <source>&amp;Games on the local network:</source>
        <translation>&amp;Partier i det lokala nätverket:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>A&amp;dress:</translation>
    </message>
    <message>
        <source>%1 — %2, %3 — %4</source>
        <translation>%1 — %2, %3 — %4</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation>Letar efter partier i det lokala nätverket…</translation>
    </message>
    <message>
        <source>No game found on the local network: type the host&apos;s address.</source>
        <translation>Inget parti hittades i det lokala nätverket: skriv in värdens adress.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonList</name>
    <message>
        <source>Lessons</source>
        <translation>Lektioner</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonOffer</name>
    <message>
        <source>New to Bashni? Learn the rules by playing.</source>
        <translation>Ny i Bashni? Lär dig reglerna genom att spela.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonPlay</name>
    <message>
        <source>Well done: that is right.</source>
        <translation>Bra gjort, det är rätt.</translation>
    </message>
    <message>
        <source>You won the game. Well done!</source>
        <translation>Du vann partiet. Bra gjort!</translation>
    </message>
    <message>
        <source>You cannot move: the computer has won. Try again.</source>
        <translation>Du kan inte flytta: datorn har vunnit. Försök igen.</translation>
    </message>
    <message>
        <source>%1 The win slipped away: try again.</source>
        <translation>%1 Vinsten gick förlorad: försök igen.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonWindow</name>
    <message>
        <source>Learn to Play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>The computer answers %1. Your move.</source>
        <translation>Datorn svarar %1. Din tur.</translation>
    </message>
    <message>
        <source>The lessons could not be read: %1</source>
        <translation>Lektionerna kunde inte läsas: %1</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Datorn tänker…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Försök &amp;igen</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>&amp;Föregående steg</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Nästa steg</translation>
    </message>
    <message>
        <source>&amp;Restart Lesson</source>
        <translation>&amp;Börja om lektionen</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Steg %1 av %2</translation>
    </message>
    <message>
        <source>You have finished this lesson: on to the next one.</source>
        <translation>Du har klarat den här lektionen: vidare till nästa.</translation>
    </message>
    <message>
        <source>You have finished the last lesson.</source>
        <translation>Du har klarat den sista lektionen.</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>Nästa &amp;lektion</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonsFeature</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Lär dig spela</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyDock</name>
    <message>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <source>&amp;Seeks</source>
        <translation>&amp;Utmaningar</translation>
    </message>
    <message>
        <source>G&amp;ames</source>
        <translation>&amp;Partier</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>Spe&amp;lare</translation>
    </message>
    <message>
        <source>Double-click a seek to play it</source>
        <translation>Dubbelklicka på en utmaning för att anta den</translation>
    </message>
    <message>
        <source>Double-click a game to watch it</source>
        <translation>Dubbelklicka på ett parti för att titta på det</translation>
    </message>
    <message>
        <source>&amp;New Seek…</source>
        <translation>&amp;Ny utmaning…</translation>
    </message>
    <message>
        <source>&amp;Cancel Seeks</source>
        <translation>&amp;Dra tillbaka utmaningar</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>Lo&amp;gga ut</translation>
    </message>
    <message>
        <source>&amp;Seeks (%1)</source>
        <translation>&amp;Utmaningar (%1)</translation>
    </message>
    <message>
        <source>G&amp;ames (%1)</source>
        <translation>&amp;Partier (%1)</translation>
    </message>
    <message>
        <source>Pla&amp;yers (%1)</source>
        <translation>Spe&amp;lare (%1)</translation>
    </message>
    <message>
        <source>&amp;My Games…</source>
        <translation>&amp;Mina partier…</translation>
    </message>
    <message>
        <source>Your finished games on this server, to review or save</source>
        <translation>Dina avslutade partier på den här servern, att gå igenom eller spara</translation>
    </message>
    <message>
        <source>Double-click a player to follow their games: each opens here to watch</source>
        <translation>Dubbelklicka på en spelare för att följa spelarens partier: vart och ett öppnas här att titta på</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyGamesModel</name>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Klocka</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Parti</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyModel</name>
    <message>
        <source>untimed</source>
        <translation>utan klocka</translation>
    </message>
    <message>
        <source>%1+%2</source>
        <translation>%1+%2</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>gäst</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>rankat</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>fritidsspelare</translation>
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
        <translation>Spela på nätet</translation>
    </message>
    <message>
        <source>server address, e.g. bashni.example.org</source>
        <translation>serverns adress, t.ex. bashni.example.org</translation>
    </message>
    <message>
        <source>Without encryption (only for a server on this computer or network that has no certificate)</source>
        <translation>Utan kryptering (bara för en server på den här datorn eller i det egna nätet som saknar certifikat)</translation>
    </message>
    <message>
        <source>With my &amp;account</source>
        <translation>Med mitt &amp;konto</translation>
    </message>
    <message>
        <source>As a &amp;guest (casual games only)</source>
        <translation>Som &amp;gäst (bara vänskapspartier)</translation>
    </message>
    <message>
        <source>&amp;Create this account now</source>
        <translation>&amp;Skapa kontot nu</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Lösenord:</translation>
    </message>
    <message>
        <source>&amp;Log In</source>
        <translation>Logga &amp;in</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address: a name such as bashni.example.org, with :PORT when it is not the usual 47522.</source>
        <translation>Ange serverns adress: ett namn som bashni.example.org, med :PORT om det inte är den vanliga 47522.</translation>
    </message>
    <message>
        <source>A name is 2 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Ett namn har 2 till 20 bokstäver, siffror, _ eller - och börjar med en bokstav.</translation>
    </message>
    <message>
        <source>A password is 8 to 128 characters.</source>
        <translation>Ett lösenord har 8 till 128 tecken.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MainWindow</name>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Datorn accepterar remi.</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>Datorn avböjer remi.</translation>
    </message>
    <message>
        <source>Computer thinking</source>
        <translation>Datorn tänker</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Spela härifrån</translation>
    </message>
    <message numerus="yes">
        <source>Playing here replaces the %n later move(s) of this game. Play on from here?</source>
        <translation>
            <numerusform>Ett drag här ersätter %n senare drag i partiet. Vill du spela vidare härifrån?</numerusform>
            <numerusform>Ett drag här ersätter %n senare drag i partiet. Vill du spela vidare härifrån?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, top to bottom: %2</source>
        <translation>%1, uppifrån och ned: %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <source>Replay: White to move</source>
        <translation>Genomgång: vit vid draget</translation>
    </message>
    <message>
        <source>Replay: Black to move</source>
        <translation>Genomgång: svart vid draget</translation>
    </message>
    <message>
        <source>White (computer) is thinking…</source>
        <translation>Vit (dator) tänker…</translation>
    </message>
    <message>
        <source>Black (computer) is thinking…</source>
        <translation>Svart (dator) tänker…</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Vit vid draget</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Svart vid draget</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt parti…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Spara…</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Sätt &amp;upp ställning…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öppna…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Spara so&amp;m…</translation>
    </message>
    <message>
        <source>&amp;Export Board Image…</source>
        <translation>E&amp;xportera brädbild…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Letar efter ett bra drag…</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Dra nu</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Erbjud &amp;remi</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Ge upp</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Kopiera ställning</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Kopiera &amp;parti</translation>
    </message>
    <message>
        <source>&amp;Paste Position or Game</source>
        <translation>Klistra &amp;in ställning eller parti</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Nästa drag</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Vänd brädet</translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation>&amp;Koordinater</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Visa &amp;tillåtna drag</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>Visa s&amp;enaste draget</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Kortkommandon</translation>
    </message>
    <message>
        <source>&amp;About Bashni</source>
        <translation>&amp;Om Bashni</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animering</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Huvudverktygsfält</translation>
    </message>
    <message>
        <source>Type a move, e.g. c3-d4</source>
        <translation>Skriv ett drag, t.ex. c3-d4</translation>
    </message>
    <message>
        <source>Move in notation</source>
        <translation>Drag i notation</translation>
    </message>
    <message>
        <source>Type a move and press Enter (Ctrl+L to get here): c3-d4, or a capture by its squares, c3:e5 or just c3:g7</source>
        <translation>Skriv ett drag och tryck Enter (Ctrl+L för att komma hit): c3-d4, eller ett slag med dess rutor, c3:e5 eller bara c3:g7</translation>
    </message>
    <message>
        <source>Type a Move</source>
        <translation>Skriv ett drag</translation>
    </message>
    <message>
        <source>Bashni games (*.pdn);;All files (*)</source>
        <translation>Bashni-partier (*.pdn);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Dator (nivå %1)</translation>
    </message>
    <message>
        <source>Play From This Position</source>
        <translation>Spela från den här ställningen</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Öppna parti</translation>
    </message>
    <message>
        <source>No game could be read from %1.</source>
        <translation>Inget parti kunde läsas från %1.</translation>
    </message>
    <message>
        <source>Some games could not be read and were left out:</source>
        <translation>Några partier kunde inte läsas och utelämnades:</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Öppnade %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Namnlös</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spara parti</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Kunde inte spara %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Sparade %1</translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation>Exportera brädbild</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG-bild (*.png);;SVG-bild (*.svg)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Kunde inte skriva %1.</translation>
    </message>
    <message>
        <source>Bashni position</source>
        <translation>Bashni-ställning</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Ställningen kopierades</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Partiet kopierades</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Klistra in</translation>
    </message>
    <message>
        <source>The clipboard holds neither a position nor a game:
%1</source>
        <translation>Urklipp innehåller varken en ställning eller ett parti:
%1</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ge upp</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Vill du verkligen ge upp partiet?</translation>
    </message>
    <message>
        <source>The computer considers your offer…</source>
        <translation>Datorn överväger ditt erbjudande…</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Draw Offer</source>
        <translation>Remierbjudande</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <translation>%1, accepterar du remi?</translation>
    </message>
    <message>
        <source>Cancel Selection</source>
        <translation>Avbryt markering</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Osparat parti</translation>
    </message>
    <message>
        <source>Save the current game first? Its moves have not been saved.</source>
        <translation>Spara det aktuella partiet först? Dess drag har inte sparats.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivå %1</translation>
    </message>
    <message>
        <source>Computer &amp;Level</source>
        <translation>Dat&amp;orns nivå</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pelare</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation>Pausat: tryck P för att spela vidare</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Paus</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ljud</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analys</translation>
    </message>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>Anal&amp;ys</translation>
    </message>
    <message>
        <source>Move Lo&amp;g</source>
        <translation>&amp;Draglista</translation>
    </message>
    <message>
        <source>&amp;Game Properties…</source>
        <translation>Part&amp;iegenskaper…</translation>
    </message>
    <message>
        <source>Fi&amp;rst Position</source>
        <translation>&amp;Första ställningen</translation>
    </message>
    <message>
        <source>Las&amp;t Position</source>
        <translation>S&amp;ista ställningen</translation>
    </message>
    <message>
        <source>Analys&amp;e Position</source>
        <translation>Analy&amp;sera ställningen</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Öppna s&amp;enaste</translation>
    </message>
    <message>
        <source>Pre&amp;vious Move</source>
        <translation>F&amp;öregående drag</translation>
    </message>
    <message>
        <source>Reset Layo&amp;ut</source>
        <translation>Återställ layo&amp;ut</translation>
    </message>
    <message>
        <source>Your last game, finished and not saved, is shown. Save it, or start a new game.</source>
        <translation>Ditt senaste parti, avslutat och inte sparat, visas. Spara det eller börja ett nytt parti.</translation>
    </message>
    <message>
        <source>The game saved at the last quit could not be read. It was kept as %1; a new game begins.</source>
        <translation>Partiet som sparades vid senaste avslutet kunde inte läsas. Det har behållits som %1; ett nytt parti börjar.</translation>
    </message>
    <message>
        <source>Your move starts the game (or press P)</source>
        <translation>Ditt drag startar partiet (eller tryck P)</translation>
    </message>
    <message>
        <source>Press P to let the computer begin</source>
        <translation>Tryck P för att låta datorn börja</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Öppnar %1…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbok</translation>
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
        <translation>Bashni-handbok</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Innehåll</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>Sök i handboken</translation>
    </message>
    <message>
        <source>Enter finds the next place, Shift+Enter the one before; pages without the words leave the contents</source>
        <translation>Enter hittar nästa ställe, Skift+Enter det förra; sidor utan orden försvinner ur innehållet</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Bakåt (Alt+Vänster)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Bakåt</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Framåt (Alt+Höger)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Framåt</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Hittades inte</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLog</name>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Första ställningen</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Föregående drag</translation>
    </message>
    <message>
        <source>Play the moves through</source>
        <translation>Spela upp dragen</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Automatisk uppspelning</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nästa drag</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Sista ställningen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Time between moves when playing through</source>
        <translation>Tid mellan dragen vid uppspelning</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>Uppspelningshastighet</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Inga drag än</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLogModel</name>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Better was %1 (%2); this move: %3</source>
        <translation>Bättre var %1 (%2); detta drag: %3</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MyGames</name>
    <message>
        <source>Asking the server for your games…</source>
        <translation>Frågar servern efter dina partier…</translation>
    </message>
    <message>
        <source>You have no finished games on this server yet.</source>
        <translation>Du har inga avslutade partier på den här servern än.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <source>Opened the game %1 – %2.</source>
        <translation>Öppnade partiet %1 – %2.</translation>
    </message>
    <message>
        <source>Finish your game first.</source>
        <translation>Avsluta ditt parti först.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NetBar</name>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>N&amp;o</source>
        <translation>&amp;Nej</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NetworkPlay</name>
    <message>
        <source>The game has not begun yet.</source>
        <translation>Partiet har inte börjat än.</translation>
    </message>
    <message>
        <source>The connection to your opponent is lost: the game waits until it is restored.</source>
        <translation>Anslutningen till motståndaren har brutits: partiet väntar tills den är återställd.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nytt parti</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>&amp;Human against the computer</source>
        <translation>&amp;Människa mot datorn</translation>
    </message>
    <message>
        <source>&amp;Two humans at this screen</source>
        <translation>&amp;Två människor vid den här skärmen</translation>
    </message>
    <message>
        <source>&amp;Computer against computer</source>
        <translation>&amp;Dator mot dator</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Slumpvis</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Du s&amp;pelar:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation>Remi när en ställning &amp;upprepas för tredje gången</translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation>Remi efter &amp;30 halvdrag utan slag eller drag med bricka</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starta</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Klocka:</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlineBoard</name>
    <message>
        <source>The connection to the server is being restored…</source>
        <translation>Anslutningen till servern återställs…</translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>Du tittar på det här partiet.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlineConnection</name>
    <message>
        <source>The server closed the connection.</source>
        <translation>Servern stängde anslutningen.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlinePlay</name>
    <message>
        <source>Pla&amp;y Online…</source>
        <translation>Spela på n&amp;ätet…</translation>
    </message>
    <message>
        <source>Play against people on a Bashni server</source>
        <translation>Spela mot människor på en Bashni-server</translation>
    </message>
    <message>
        <source>Online play is not available: %1</source>
        <translation>Spel på nätet är inte tillgängligt: %1</translation>
    </message>
    <message>
        <source>Game Chat</source>
        <translation>Partiets chatt</translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Kunde inte ansluta: %1</translation>
    </message>
    <message>
        <source>Your seek is in the lobby: the game begins when someone accepts it.</source>
        <translation>Din utmaning finns i lobbyn: partiet börjar när någon antar den.</translation>
    </message>
    <message>
        <source>%1&apos;s connection is gone: unless they are back within %2 seconds, they lose the game.</source>
        <translation>Anslutningen för %1 är borta: den som inte är tillbaka inom %2 sekunder förlorar partiet.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Ansluter till %1…</translation>
    </message>
    <message>
        <source>Logging in to %1…</source>
        <translation>Loggar in på %1…</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <source>The connection to %1 is lost: connecting again…</source>
        <translation>Anslutningen till %1 förlorades: ansluter igen…</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Inte ansluten.</translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation>Inloggad som %1.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Servern nekade: %1</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Fel namn eller lösenord.</translation>
    </message>
    <message>
        <source>This name is taken: choose another, or log in if it is yours.</source>
        <translation>Namnet är upptaget: välj ett annat, eller logga in om det är ditt.</translation>
    </message>
    <message>
        <source>The server does not know this guest any more: log in as a new one.</source>
        <translation>Servern känner inte längre till den här gästen: logga in som en ny.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait %1 and try again.</source>
        <translation>För många felaktiga lösenord: vänta %1 och försök igen.</translation>
    </message>
    <message>
        <source>Finish your game first.</source>
        <translation>Avsluta ditt parti först.</translation>
    </message>
    <message>
        <source>The game begins: %1 against %2.</source>
        <translation>Partiet börjar: %1 mot %2.</translation>
    </message>
    <message>
        <source>Watching %1 against %2.</source>
        <translation>Tittar på %1 mot %2.</translation>
    </message>
    <message>
        <source>The game was aborted: a player left before both had moved.</source>
        <translation>Partiet avbröts: en spelare lämnade innan båda hade dragit.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Vit vinner</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Svart vinner</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remi</translation>
    </message>
    <message>
        <source>%1: the opponent stayed away too long.</source>
        <translation>%1: motståndaren var borta för länge.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Your rating is now %1.</source>
        <translation>Din rating är nu %1.</translation>
    </message>
    <message>
        <source>Your opponent declines the draw.</source>
        <translation>Motståndaren avböjer remi.</translation>
    </message>
    <message>
        <source>Your opponent declines the takeback.</source>
        <translation>Motståndaren avböjer att ta tillbaka draget.</translation>
    </message>
    <message>
        <source>Your opponent offers a draw. Do you accept?</source>
        <translation>Motståndaren erbjuder remi. Antar du?</translation>
    </message>
    <message>
        <source>Your opponent asks to take back their last move. Do you agree?</source>
        <translation>Motståndaren vill ta tillbaka sitt senaste drag. Går du med på det?</translation>
    </message>
    <message>
        <source>Your game %1 against %2 on %3 goes on at the server. Go on with it now?</source>
        <translation>Ditt parti %1 mot %2 på %3 pågår på servern. Fortsätta det nu?</translation>
    </message>
    <message>
        <source>Log in to go on with your game.</source>
        <translation>Logga in för att fortsätta ditt parti.</translation>
    </message>
    <message>
        <source>&amp;Go On</source>
        <translation>&amp;Fortsätt</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Inte nu</translation>
    </message>
    <message>
        <source>Your rating is outside the range this seek is for.</source>
        <translation>Din rating ligger utanför intervallet för den här utmaningen.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 till %2</translation>
    </message>
    <message>
        <source>This seek is for players rated %1: log in with an account to play it.</source>
        <translation>Den här utmaningen gäller spelare med rating %1: logga in med ett konto för att anta den.</translation>
    </message>
    <message>
        <source>This seek is for players rated %1; yours is %2.</source>
        <translation>Den här utmaningen gäller spelare med rating %1; din är %2.</translation>
    </message>
    <message>
        <source>Following %1: their games open here to watch.</source>
        <translation>Du följer %1: spelarens partier öppnas här att titta på.</translation>
    </message>
    <message>
        <source>No longer following %1.</source>
        <translation>Du följer inte längre %1.</translation>
    </message>
    <message>
        <source>Your rating is not known yet: try again in a moment.</source>
        <translation>Din rating är inte känd än: försök igen om en stund.</translation>
    </message>
    <message>
        <source>%1 began a game: double-click it in the lobby&apos;s Games to watch it.</source>
        <translation>%1 har börjat ett parti: dubbelklicka på det under Partier i lobbyn för att titta.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate has changed: not connected.</source>
        <translation>Serverns certifikat har ändrats: inte ansluten.</translation>
    </message>
    <message>
        <source>Not connected: the server&apos;s certificate is new.</source>
        <translation>Inte ansluten: serverns certifikat är nytt.</translation>
    </message>
    <message>
        <source>Not connected: the certificate was refused.</source>
        <translation>Inte ansluten: certifikatet avvisades.</translation>
    </message>
    <message>
        <source>The certificate could not be remembered in %1.</source>
        <translation>Certifikatet kunde inte sparas i %1.</translation>
    </message>
    <message>
        <source>The server did not answer with encryption.</source>
        <translation>Servern svarade inte med kryptering.</translation>
    </message>
    <message>
        <source>The server closed the connection at once.</source>
        <translation>Servern stängde anslutningen direkt.</translation>
    </message>
    <message>
        <source>The connection to %1 is lost: connecting again… The game waits; your clock is the server&apos;s.</source>
        <translation>Anslutningen till %1 förlorades: ansluter igen… Partiet väntar; din klocka sköts av servern.</translation>
    </message>
    <message>
        <source>The game goes on at the server: choose Go On to play it.</source>
        <translation>Partiet pågår på servern: välj Fortsätt för att spela det.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PlayerPanel</name>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, %1 left</source>
        <translation>, %1 kvar</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, vid draget</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>%1 (following)</source>
        <translation>%1 (följs)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PositionEditor</name>
    <message>
        <source>The board is empty: place some pieces.</source>
        <translation>Brädet är tomt: placera ut några pjäser.</translation>
    </message>
    <message>
        <source>Impossible position: %1.</source>
        <translation>Omöjlig ställning: %1.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Sätt upp ställning</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Bräde för uppställning</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece on top of its column; right-click to remove the whole column.</source>
        <translation>Klicka på en ruta för att lägga den valda pjäsen överst i dess torn; högerklicka för att ta bort hela tornet.</translation>
    </message>
    <message>
        <source>Piece to place</source>
        <translation>Pjäs att placera</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Vit bricka</translation>
    </message>
    <message>
        <source>Black man</source>
        <translation>Svart bricka</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Vit dam</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Svart dam</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Suddgummi</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (tangent %2)</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>&amp;Töm brädet</translation>
    </message>
    <message>
        <source>S&amp;tart position</source>
        <translation>&amp;Utgångsställning</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Vid draget</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Vit</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Svart</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Position text</source>
        <translation>Ställningstext</translation>
    </message>
    <message>
        <source>Position te&amp;xt:</source>
        <translation>Ställningste&amp;xt:</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>S&amp;pela härifrån</translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation>A&amp;nalysera</translation>
    </message>
    <message>
        <source>A column holds at most %1 pieces.</source>
        <translation>Ett torn rymmer högst %1 pjäser.</translation>
    </message>
    <message>
        <source>White is to move but has no move: the game would be over.</source>
        <translation>Vit är vid draget men har inget drag: partiet vore redan slut.</translation>
    </message>
    <message>
        <source>Black is to move but has no move: the game would be over.</source>
        <translation>Svart är vid draget men har inget drag: partiet vore redan slut.</translation>
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
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>Co&amp;mputer</source>
        <translation>&amp;Dator</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Bräde</translation>
    </message>
    <message>
        <source>Gen&amp;eral</source>
        <translation>&amp;Allmänt</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Nya partier</translation>
    </message>
    <message>
        <source>Human against the computer</source>
        <translation>Människa mot datorn</translation>
    </message>
    <message>
        <source>Two humans at this screen</source>
        <translation>Två människor vid den här skärmen</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Dator mot dator</translation>
    </message>
    <message>
        <source>Pl&amp;ayers:</source>
        <translation>Sp&amp;elare:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Slumpvis</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Du s&amp;pelar:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation>Remi när en ställning &amp;upprepas för tredje gången</translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation>Remi efter &amp;30 halvdrag utan slag eller drag med bricka</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Under spelet</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <source>Ask before re&amp;signing</source>
        <translation>Fråga innan du &amp;ger upp</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Datorspelare</translation>
    </message>
    <message>
        <source>Level&apos;s own</source>
        <translation>Enligt nivån</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Tid per drag:</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Utseende</translation>
    </message>
    <message>
        <source>Board t&amp;heme:</source>
        <translation>Brädte&amp;ma:</translation>
    </message>
    <message>
        <source>&amp;Piece theme:</source>
        <translation>&amp;Pjästema:</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>A&amp;nimering:</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Markeringar</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Visa &amp;tillåtna drag</translation>
    </message>
    <message>
        <source>Show las&amp;t move</source>
        <translation>Visa s&amp;enaste draget</translation>
    </message>
    <message>
        <source>Show coor&amp;dinates</source>
        <translation>Visa &amp;koordinater</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemets standard</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;råk:</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>Språket byts vid nästa start.</translation>
    </message>
    <message>
        <source>T&amp;urn the board towards the player</source>
        <translation>&amp;Vänd brädet mot spelaren</translation>
    </message>
    <message>
        <source>These apply to the game in progress too.</source>
        <translation>Dessa gäller även det pågående partiet.</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Klocka:</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Granskning av partiet</translation>
    </message>
    <message>
        <source>Time per &amp;position:</source>
        <translation>Tid per s&amp;tällning:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ljud</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Spela &amp;ljud</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analys</translation>
    </message>
    <message>
        <source>Best mo&amp;ves shown:</source>
        <translation>Bästa drag som &amp;visas:</translation>
    </message>
    <message>
        <source>Threads searching together in the analysis and the game review</source>
        <translation>Trådar som söker tillsammans i analysen och granskningen av partiet</translation>
    </message>
    <message>
        <source>Threads f&amp;or analysis:</source>
        <translation>Trådar för anal&amp;ys:</translation>
    </message>
    <message>
        <source>&amp;Online</source>
        <translation>&amp;Online</translation>
    </message>
    <message>
        <source>Servers for Play Online</source>
        <translation>Servrar för spel på nätet</translation>
    </message>
    <message>
        <source>None is built in: add the address of a Bashni server you want to play on. Play Online offers these, the last one used first.</source>
        <translation>Ingen är inbyggd: lägg till adressen till en Bashni-server du vill spela på. Spel på nätet erbjuder dessa, den senast använda först.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PuzzleTrainer</name>
    <message>
        <source>Puzzles</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>Problemen kunde inte läsas: %1</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Försök igen</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Visa &amp;lösning</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Nästa problem</translation>
    </message>
    <message>
        <source>Solved! Your move wins just as well.</source>
        <translation>Löst! Ditt drag vinner lika bra.</translation>
    </message>
    <message>
        <source>Solved! Well done.</source>
        <translation>Löst! Bra gjort.</translation>
    </message>
    <message>
        <source>Retry, or look at the solution.</source>
        <translation>Försök igen, eller titta på lösningen.</translation>
    </message>
    <message>
        <source>Streak: %1 (best %2)</source>
        <translation>Svit: %1 (bästa %2)</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Kontrollerar ditt drag…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Problem %1 av %2</translation>
    </message>
    <message>
        <source>Difficulty: %1 (rated %2)</source>
        <translation>Svårighetsgrad: %1 (rating %2)</translation>
    </message>
    <message>
        <source>Found by the puzzle generator: %1</source>
        <translation>Hittat av problemgeneratorn: %1</translation>
    </message>
    <message>
        <source>Your rating: %1</source>
        <translation>Din rating: %1</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PuzzlesFeature</name>
    <message>
        <source>Pu&amp;zzles</source>
        <translation>Pro&amp;blem</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ReviewFeature</name>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Grans&amp;ka partiet</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Värdering</translation>
    </message>
    <message>
        <source>Evaluation Grap&amp;h</source>
        <translation>Värderings&amp;graf</translation>
    </message>
    <message>
        <source>Review %v/%m</source>
        <translation>Granskning %v/%m</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Granskning av partiet</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Stoppa granskningen</translation>
    </message>
    <message>
        <source>Stop Re&amp;view</source>
        <translation>Stoppa gransk&amp;ningen</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>Granskningen är klar.</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Granskningen stoppades.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::SeekDialog</name>
    <message>
        <source>New Seek</source>
        <translation>Ny utmaning</translation>
    </message>
    <message>
        <source>&amp;Rated: the result changes both ratings</source>
        <translation>&amp;Rankat: resultatet ändrar bådas rating</translation>
    </message>
    <message>
        <source>Guests play casual games; log in with an account to play rated ones.</source>
        <translation>Gäster spelar vänskapspartier; logga in med ett konto för att spela rankade.</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>Valfri</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Klocka:</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>&amp;Din färg:</translation>
    </message>
    <message>
        <source>&amp;Seek</source>
        <translation>&amp;Utmana</translation>
    </message>
    <message>
        <source>Server games are played on a clock with a base time and an increment.</source>
        <translation>Partier på servern spelas med en klocka med grundtid och tillägg.</translation>
    </message>
    <message>
        <source>A rated game has a clock: choose one, or make the game casual.</source>
        <translation>Ett rankat parti har en klocka: välj en, eller gör partiet till ett vänskapsparti.</translation>
    </message>
    <message>
        <source>Any rating</source>
        <translation>Vilken rating som helst</translation>
    </message>
    <message>
        <source>Within %1 of mine</source>
        <translation>Högst %1 från min</translation>
    </message>
    <message>
        <source>Guests have no rating: their seeks are open to anybody.</source>
        <translation>Gäster har ingen rating: deras utmaningar är öppna för alla.</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Motståndare:</translation>
    </message>
</context>
<context>
    <name>bashni::ui::SeeksModel</name>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Klocka</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <source>%1, plays White</source>
        <translation>%1, spelar vit</translation>
    </message>
    <message>
        <source>%1, plays Black</source>
        <translation>%1, spelar svart</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ServerEntryDialog</name>
    <message>
        <source>Add Server</source>
        <translation>Lägg till server</translation>
    </message>
    <message>
        <source>Edit Server</source>
        <translation>Redigera server</translation>
    </message>
    <message>
        <source>e.g. bashni.example.org or 192.168.1.20:47522</source>
        <translation>t.ex. bashni.example.org eller 192.168.1.20:47522</translation>
    </message>
    <message>
        <source>Without &amp;encryption (only for a server on this computer or network that has no certificate)</source>
        <translation>Utan &amp;kryptering (bara för en server på den här datorn eller i det här nätverket som saknar certifikat)</translation>
    </message>
    <message>
        <source>The address the server&apos;s owner gave you: a name or an IP address, with :PORT when it is not the usual 47522.</source>
        <translation>Adressen som serverns ägare gav dig: ett namn eller en IP-adress, med :PORT när den inte är den vanliga 47522.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>A&amp;dress:</translation>
    </message>
    <message>
        <source>Not an address: no spaces, and a port is a number from 1 to 65535.</source>
        <translation>Ingen adress: inga mellanslag, och en port är ett tal från 1 till 65535.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ServerListEdit</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Lägg till…</translation>
    </message>
    <message>
        <source>E&amp;dit…</source>
        <translation>&amp;Redigera…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>%1 (without encryption)</source>
        <translation>%1 (utan kryptering)</translation>
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
        <translation>Mellanliggande slag</translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation>Turkiskt slag</translation>
    </message>
    <message>
        <source>Game Tags</source>
        <translation>Partitaggar</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Tävling:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Plats:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Rond:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Vit:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Svart:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>okänd</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Set by the moves of the game</source>
        <translation>Bestäms av partiets drag</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Resultat:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Okänt</translation>
    </message>
    <message>
        <source>Exact date</source>
        <translation>Exakt datum</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Som angivet: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Värde</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Lägg till tagg</translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation>Ta &amp;bort tagg</translation>
    </message>
    <message>
        <source>&amp;Other tags:</source>
        <translation>&amp;Övriga taggar:</translation>
    </message>
    <message>
        <source>A tag needs a name.</source>
        <translation>En tagg måste ha ett namn.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid tag name: use only the letters A-Z and a-z, digits and underscores (_), without spaces.</source>
        <translation>”%1” är inte ett giltigt taggnamn: använd bara bokstäverna A-Z och a-z, siffror och understreck (_), utan mellanslag.</translation>
    </message>
    <message>
        <source>The %1 tag is written by the program.</source>
        <translation>Taggen %1 skrivs av programmet.</translation>
    </message>
    <message>
        <source>The %1 tag has its own field above.</source>
        <translation>Taggen %1 har ett eget fält ovan.</translation>
    </message>
    <message>
        <source>The %1 tag is listed twice.</source>
        <translation>Taggen %1 finns två gånger i listan.</translation>
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
        <translation>%1 s per drag</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ingen klocka</translation>
    </message>
    <message>
        <source>Other: minutes and seconds a move</source>
        <translation>Annan: minuter och sekunder per drag</translation>
    </message>
    <message>
        <source>Other: a fixed time for every move</source>
        <translation>Annan: fast tid för varje drag</translation>
    </message>
    <message>
        <source>Minutes for the game</source>
        <translation>Minuter för partiet</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>Sekunder som läggs till efter varje drag</translation>
    </message>
    <message>
        <source>min +</source>
        <translation>min +</translation>
    </message>
    <message>
        <source>s a move</source>
        <translation>s per drag</translation>
    </message>
    <message>
        <source>Seconds for every move</source>
        <translation>Sekunder för varje drag</translation>
    </message>
    <message>
        <source>s for every move</source>
        <translation>s för varje drag</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>missing side to move: position text starts with &quot;W:&quot; or &quot;B:&quot;</source>
        <translation>sidan vid draget saknas: ställningstexten börjar med &quot;W:&quot; eller &quot;B:&quot;</translation>
    </message>
    <message>
        <source>unknown side to move {1}: expected W or B</source>
        <translation>okänd sida vid draget {1}: W eller B väntades</translation>
    </message>
    <message>
        <source>entry {1} is empty (two commas or a trailing comma)</source>
        <translation>post {1} är tom (två kommatecken i följd eller ett kommatecken sist)</translation>
    </message>
    <message>
        <source>entry {1} is empty (a trailing comma)</source>
        <translation>post {1} är tom (ett kommatecken sist)</translation>
    </message>
    <message>
        <source>entry {1}: expected SQUARE=COLUMN, for example d4=wb</source>
        <translation>posten {1}: RUTA=TORN väntades, till exempel d4=wb</translation>
    </message>
    <message>
        <source>entry {1}: {2} is not a square (a1 to h8)</source>
        <translation>posten {1}: {2} är ingen ruta (a1 till h8)</translation>
    </message>
    <message>
        <source>entry {1}: {2} is a light square; columns stand on dark squares only</source>
        <translation>posten {1}: {2} är en ljus ruta; torn står bara på mörka rutor</translation>
    </message>
    <message>
        <source>entry {1}: {2} is given twice</source>
        <translation>posten {1}: {2} anges två gånger</translation>
    </message>
    <message>
        <source>entry {1}: the column is empty</source>
        <translation>posten {1}: tornet är tomt</translation>
    </message>
    <message>
        <source>entry {1}: a column holds at most 24 pieces (12 a side)</source>
        <translation>posten {1}: ett torn rymmer högst 24 pjäser (12 per sida)</translation>
    </message>
    <message>
        <source>entry {1}: {2} is not a piece (w, W, b or B)</source>
        <translation>posten {1}: {2} är ingen pjäs (w, W, b eller B)</translation>
    </message>
    <message>
        <source>entry {1}: more than 12 white pieces</source>
        <translation>posten {1}: fler än 12 vita pjäser</translation>
    </message>
    <message>
        <source>entry {1}: more than 12 black pieces</source>
        <translation>posten {1}: fler än 12 svarta pjäser</translation>
    </message>
    <message>
        <source>entry {1}: a white man cannot command a column on rank 8 (it would have been crowned)</source>
        <translation>posten {1}: en vit bricka kan inte stå överst i ett torn på rad 8 (den skulle ha blivit dam)</translation>
    </message>
    <message>
        <source>entry {1}: a black man cannot command a column on rank 1 (it would have been crowned)</source>
        <translation>posten {1}: en svart bricka kan inte stå överst i ett torn på rad 1 (den skulle ha blivit dam)</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>inget drag angivet</translation>
    </message>
    <message>
        <source>{1} is not a move: expected squares like c3-d4 or c3:e5 ({2} is not a square)</source>
        <translation>{1} är inget drag: rutor som c3-d4 eller c3:e5 väntades ({2} är ingen ruta)</translation>
    </message>
    <message>
        <source>{1} is not a move: squares are separated by - or :</source>
        <translation>{1} är inget drag: rutorna skiljs åt med - eller :</translation>
    </message>
    <message>
        <source>{1} is not a move: expected squares like c3-d4 or c3:e5</source>
        <translation>{1} är inget drag: rutor som c3-d4 eller c3:e5 väntades</translation>
    </message>
    <message>
        <source>{1} is a light square; play is on the dark squares</source>
        <translation>{1} är en ljus ruta; man spelar på de mörka rutorna</translation>
    </message>
    <message>
        <source>a move needs at least two squares, as in c3-d4</source>
        <translation>ett drag behöver minst två rutor, som i c3-d4</translation>
    </message>
    <message>
        <source>a move uses either - (quiet) or : (capture), not both</source>
        <translation>ett drag skrivs antingen med - (vanligt drag) eller med : (slag), inte med båda</translation>
    </message>
    <message>
        <source>a quiet move has two squares (c3-d4); a capture is written with :</source>
        <translation>ett vanligt drag har två rutor (c3-d4); ett slag skrivs med :</translation>
    </message>
    <message>
        <source>the game is over: White has no move</source>
        <translation>partiet är slut: vit har inget drag</translation>
    </message>
    <message>
        <source>the game is over: Black has no move</source>
        <translation>partiet är slut: svart har inget drag</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the square is empty</source>
        <translation>du har ingen pjäs på {1}: rutan är tom</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the column there is White&apos;s</source>
        <translation>du har ingen pjäs på {1}: tornet där tillhör vit</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the column there is Black&apos;s</source>
        <translation>du har ingen pjäs på {1}: tornet där tillhör svart</translation>
    </message>
    <message>
        <source>a move goes from one square to another</source>
        <translation>ett drag går från en ruta till en annan</translation>
    </message>
    <message>
        <source>{1} is occupied</source>
        <translation>{1} är upptagen</translation>
    </message>
    <message>
        <source>columns move along a diagonal</source>
        <translation>torn flyttar längs en diagonal</translation>
    </message>
    <message>
        <source>a man moves one square diagonally forward</source>
        <translation>en bricka flyttar en ruta diagonalt framåt</translation>
    </message>
    <message>
        <source>the way from {1} to {2} is blocked on {3}</source>
        <translation>vägen från {1} till {2} är blockerad på {3}</translation>
    </message>
    <message>
        <source>that move is not possible here</source>
        <translation>det draget är inte möjligt här</translation>
    </message>
    <message>
        <source>capture is compulsory: {1}</source>
        <translation>slagtvång: {1}</translation>
    </message>
    <message>
        <source>there is nothing to capture; a quiet move is written with - (c3-d4)</source>
        <translation>det finns inget att slå; ett vanligt drag skrivs med - (c3-d4)</translation>
    </message>
    <message>
        <source>the column on {1} cannot capture; capture is compulsory: {2}</source>
        <translation>tornet på {1} kan inte slå; slagtvång: {2}</translation>
    </message>
    <message>
        <source>the capture must be completed: {1}</source>
        <translation>slaget måste fullföljas: {1}</translation>
    </message>
    <message>
        <source>{1} is not a legal capture; the captures from {2} are {3}</source>
        <translation>{1} är inget tillåtet slag; slagen från {2} är {3}</translation>
    </message>
    <message>
        <source>more than one capture fits; give the landing squares: {1}</source>
        <translation>mer än ett slag passar; ange rutorna där tornet landar: {1}</translation>
    </message>
    <message>
        <source>the game is already over: {1}</source>
        <translation>partiet är redan slut: {1}</translation>
    </message>
    <message>
        <source>The game is not over.</source>
        <translation>Partiet är inte slut.</translation>
    </message>
    <message>
        <source>White cannot move: Black wins.</source>
        <translation>Vit kan inte dra: svart vinner.</translation>
    </message>
    <message>
        <source>Black cannot move: White wins.</source>
        <translation>Svart kan inte dra: vit vinner.</translation>
    </message>
    <message>
        <source>The same position occurred three times: a draw.</source>
        <translation>Samma ställning har uppstått tre gånger: remi.</translation>
    </message>
    <message>
        <source>Fifteen moves each without a capture or a move of a man: a draw.</source>
        <translation>Femton drag vardera utan slag eller drag med bricka: remi.</translation>
    </message>
    <message>
        <source>White resigned: Black wins.</source>
        <translation>Vit gav upp: svart vinner.</translation>
    </message>
    <message>
        <source>Black resigned: White wins.</source>
        <translation>Svart gav upp: vit vinner.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Remi efter överenskommelse.</translation>
    </message>
    <message>
        <source>unbalanced &apos;)&apos;: no variation to close</source>
        <translation>obalanserad &apos;)&apos;: ingen variant att avsluta</translation>
    </message>
    <message>
        <source>unterminated comment: &apos;{&apos; without &apos;}&apos;</source>
        <translation>oavslutad kommentar: &apos;{&apos; utan &apos;}&apos;</translation>
    </message>
    <message>
        <source>unterminated variation: &apos;(&apos; without &apos;)&apos;</source>
        <translation>oavslutad variant: &apos;(&apos; utan &apos;)&apos;</translation>
    </message>
    <message>
        <source>a move number needs a dot: {1}</source>
        <translation>ett dragnummer behöver en punkt: {1}</translation>
    </message>
    <message>
        <source>unknown result {1} (expected 2-0, 0-2, 1-1 or *)</source>
        <translation>okänt resultat {1} (2-0, 0-2, 1-1 eller * väntades)</translation>
    </message>
    <message>
        <source>expected a number after $</source>
        <translation>ett tal väntades efter $</translation>
    </message>
    <message>
        <source>annotation glyph ${1} is out of range</source>
        <translation>kommentarsymbolen ${1} ligger utanför det tillåtna intervallet</translation>
    </message>
    <message>
        <source>unexpected character &apos;{1}&apos;</source>
        <translation>oväntat tecken &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>unexpected byte 0x{1}</source>
        <translation>oväntad byte 0x{1}</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>ett taggnamn väntades efter &apos;[&apos;</translation>
    </message>
    <message>
        <source>expected the tag&apos;s value in double quotes</source>
        <translation>taggens värde väntades inom dubbla citattecken</translation>
    </message>
    <message>
        <source>unterminated tag: &apos;[&apos; without &apos;]&apos;</source>
        <translation>oavslutad tagg: &apos;[&apos; utan &apos;]&apos;</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the tag&apos;s value</source>
        <translation>&apos;]&apos; väntades efter taggens värde</translation>
    </message>
    <message>
        <source>unterminated string: &apos;&quot;&apos; without a closing &apos;&quot;&apos;</source>
        <translation>oavslutad sträng: &apos;&quot;&apos; utan avslutande &apos;&quot;&apos;</translation>
    </message>
    <message>
        <source>too many tags in one game (at most {1})</source>
        <translation>för många taggar i ett parti (högst {1})</translation>
    </message>
    <message>
        <source>unsupported GameType {1}</source>
        <translation>GameType {1} stöds inte</translation>
    </message>
    <message>
        <source>unknown rules {1} (standard, intervening or turkish)</source>
        <translation>okända regler {1} (standard, intervening eller turkish)</translation>
    </message>
    <message>
        <source>unknown draw rule {1} (repetition, 30-ply or none)</source>
        <translation>okänd remiregel {1} (repetition, 30-ply eller none)</translation>
    </message>
    <message>
        <source>DrawRules lists repetition and/or 30-ply, or is none</source>
        <translation>DrawRules anger repetition och/eller 30-ply, eller är none</translation>
    </message>
    <message>
        <source>FEN: {1}</source>
        <translation>FEN: {1}</translation>
    </message>
    <message>
        <source>a new game&apos;s tags, but this game has no result (2-0, 0-2, 1-1 or *)</source>
        <translation>taggar för ett nytt parti, men det här partiet saknar resultat (2-0, 0-2, 1-1 eller *)</translation>
    </message>
    <message>
        <source>illegal move {1}: {2}</source>
        <translation>otillåtet drag {1}: {2}</translation>
    </message>
    <message>
        <source>cannot read the file: {1}</source>
        <translation>kan inte läsa filen: {1}</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe): only files are read</source>
        <translation>inte en vanlig fil (en enhet eller en rörledning): bara filer läses</translation>
    </message>
    <message>
        <source>the file has {1} bytes, more than the {2} a game file may have</source>
        <translation>filen har {1} byte, fler än de {2} en partifil får ha</translation>
    </message>
    <message>
        <source>only the first {1} games were read: a game file may hold no more</source>
        <translation>bara de första {1} partierna lästes: fler får en partifil inte innehålla</translation>
    </message>
    <message>
        <source>{1} or {2}</source>
        <translation>{1} eller {2}</translation>
    </message>
    <message>
        <source>{1} or {2} more</source>
        <translation>{1} eller {2} till</translation>
    </message>
    <message>
        <source>White lost on time: Black wins.</source>
        <translation>Vit förlorade på tid: svart vinner.</translation>
    </message>
    <message>
        <source>Black lost on time: White wins.</source>
        <translation>Svart förlorade på tid: vit vinner.</translation>
    </message>
    <message>
        <source>unknown time control {1} (expected -, seconds plus increment as in 300+3, or seconds per move as in 60/move)</source>
        <translation>okänd tidskontroll {1} (väntade -, sekunder plus tillägg som i 300+3, eller sekunder per drag som i 60/move)</translation>
    </message>
    <message>
        <source>the tag&apos;s value is too long (at most {1} bytes)</source>
        <translation>taggens värde är för långt (högst {1} byte)</translation>
    </message>
</context>
</TS>
