<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>White played %1</source>
        <translation>Weiß zog %1</translation>
    </message>
    <message>
        <source>Black played %1</source>
        <translation>Schwarz zog %1</translation>
    </message>
    <message numerus="yes">
        <source>White captured %n: %1</source>
        <translation>
            <numerusform>Weiß schlug %n Spielstein: %1</numerusform>
            <numerusform>Weiß schlug %n Spielsteine: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black captured %n: %1</source>
        <translation>
            <numerusform>Schwarz schlug %n Spielstein: %1</numerusform>
            <numerusform>Schwarz schlug %n Spielsteine: %1</numerusform>
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
        <translation>Mit Zwischenschlag</translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation>Türkischer Schlag</translation>
    </message>
    <message>
        <source>Each taken piece goes under the capturer at once; a column may be jumped again whenever its top is again an enemy piece.</source>
        <translation>Jeder geschlagene Spielstein kommt sofort unter die schlagende Säule; eine Säule darf erneut übersprungen werden, sobald oben wieder ein gegnerischer Spielstein liegt.</translation>
    </message>
    <message>
        <source>As standard, but the column jumped on the previous jump may not be jumped straight away.</source>
        <translation>Wie Standard, aber die beim vorigen Sprung übersprungene Säule darf nicht sofort wieder übersprungen werden.</translation>
    </message>
    <message>
        <source>Jumped columns stay until the move is complete and may not be jumped twice (the Russian &quot;Turkish strike&quot;).</source>
        <translation>Übersprungene Säulen bleiben stehen, bis der Zug beendet ist, und dürfen nicht zweimal übersprungen werden (der russische „Türkische Schlag“).</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Spielstärke des Computers</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>Freizeitspieler</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Vereinsspieler</translation>
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
        <translation>Stär&amp;ke des Computers:</translation>
    </message>
</context>
<context>
    <name>ConnectionQuestions</name>
    <message>
        <source>Server Certificate Changed</source>
        <translation>Serverzertifikat geändert</translation>
    </message>
    <message>
        <source>New Server Certificate</source>
        <translation>Neues Serverzertifikat</translation>
    </message>
    <message>
        <source>The certificate of %1 has changed since you last played there.

Before: %2
Now: %3

This may be an attacker between you and the server. Accept the new certificate only if the server&apos;s operator says it changed and its fingerprint is the one above.</source>
        <translation>Das Zertifikat von %1 hat sich geändert, seit Sie zuletzt dort gespielt haben.

Vorher: %2
Jetzt: %3

Das kann ein Angreifer zwischen Ihnen und dem Server sein. Akzeptieren Sie das neue Zertifikat nur, wenn der Betreiber des Servers bestätigt, dass es sich geändert hat, und sein Fingerabdruck der obige ist.</translation>
    </message>
    <message>
        <source>The certificates you accepted are kept in %1.</source>
        <translation>Die von Ihnen akzeptierten Zertifikate werden in %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>This is your first connection to %1. No certificate authority vouches for its certificate, whose SHA-256 fingerprint is:

%2

Compare it with the fingerprint the server&apos;s operator publishes (bashni-server prints it at its start). Trust this server?</source>
        <translation>Dies ist Ihre erste Verbindung zu %1. Keine Zertifizierungsstelle bürgt für sein Zertifikat, dessen SHA-256-Fingerabdruck lautet:

%2

Vergleichen Sie ihn mit dem Fingerabdruck, den der Betreiber des Servers veröffentlicht (bashni-server gibt ihn beim Start aus). Diesem Server vertrauen?</translation>
    </message>
    <message>
        <source>&amp;Accept the New Certificate</source>
        <translation>Neues Zertifikat &amp;akzeptieren</translation>
    </message>
    <message>
        <source>&amp;Trust and Connect</source>
        <translation>&amp;Vertrauen und verbinden</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>Verschlüsselung</translation>
    </message>
    <message>
        <source>%1 did not answer with encryption (TLS). It may be a server without encryption, which is meant only for this computer or your own network. Connect without encryption?</source>
        <translation>%1 hat nicht verschlüsselt (TLS) geantwortet. Vielleicht ist es ein Server ohne Verschlüsselung, der nur für diesen Rechner oder Ihr eigenes Netz gedacht ist. Ohne Verschlüsselung verbinden?</translation>
    </message>
    <message>
        <source>%1 closed the connection at once: it probably expects encryption (TLS). Connect with encryption?</source>
        <translation>%1 hat die Verbindung sofort beendet: Wahrscheinlich erwartet er Verschlüsselung (TLS). Mit Verschlüsselung verbinden?</translation>
    </message>
    <message>
        <source>Connect &amp;Without Encryption</source>
        <translation>&amp;Ohne Verschlüsselung verbinden</translation>
    </message>
    <message>
        <source>Connect &amp;With Encryption</source>
        <translation>&amp;Mit Verschlüsselung verbinden</translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message numerus="yes">
        <source>White wins in %n move(s)</source>
        <translation>
            <numerusform>Weiß gewinnt in %n Zug</numerusform>
            <numerusform>Weiß gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n move(s)</source>
        <translation>
            <numerusform>Schwarz gewinnt in %n Zug</numerusform>
            <numerusform>Schwarz gewinnt in %n Zügen</numerusform>
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
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>White is better by %1</source>
        <translation>Weiß steht um %1 besser</translation>
    </message>
    <message>
        <source>Black is better by %1</source>
        <translation>Schwarz steht um %1 besser</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Rules of Bashni</source>
        <translation>Regeln von Bashni</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About Bashni</source>
        <translation>Über Bashni</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bashni %1&lt;/h3&gt;&lt;p&gt;Column draughts: Russian draughts in which captured pieces go under the capturing piece and towers grow.&lt;/p&gt;&lt;p&gt;Play against the computer at ten levels or against a friend; save, replay and study games.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Credits: the Bashni developers; the rules follow the Russian tradition of the game, with three rule sets for taking from the same column again; successor of bashnya 0.1, a two-player SDL program. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bashni %1&lt;/h3&gt;&lt;p&gt;Säulendame: russisches Damespiel, bei dem geschlagene Spielsteine unter den schlagenden Stein kommen und die Säulen wachsen.&lt;/p&gt;&lt;p&gt;Spielen Sie gegen den Computer in zehn Stufen oder gegen einen Freund; speichern Sie Spiele, spielen Sie sie nach und studieren Sie sie.&lt;/p&gt;&lt;p&gt;Lizenz: GNU General Public License, Version 3 oder später.&lt;/p&gt;&lt;p&gt;Mitwirkende: die Bashni-Entwickler; die Regeln folgen der russischen Tradition des Spiels, mit drei Regelvarianten für das erneute Schlagen aus derselben Säule; Nachfolger von bashnya 0.1, einem SDL-Programm für zwei Spieler. Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Board Cursor: Move</source>
        <translation>Brett-Cursor: bewegen</translation>
    </message>
    <message>
        <source>Board Cursor: Click Its Square</source>
        <translation>Brett-Cursor: sein Feld anklicken</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>That is not the move this step asks for.</source>
        <translation>Das ist nicht der Zug, den dieser Schritt verlangt.</translation>
    </message>
    <message>
        <source>That is not a capture.</source>
        <translation>Das ist kein Schlag.</translation>
    </message>
    <message>
        <source>That capture takes a different number of pieces.</source>
        <translation>Dieser Schlag nimmt eine andere Anzahl Steine.</translation>
    </message>
    <message>
        <source>That move crowns no man.</source>
        <translation>Dieser Zug macht keinen Stein zur Dame.</translation>
    </message>
    <message>
        <source>That capture leaves the prisoner buried.</source>
        <translation>Nach diesem Schlag bleibt der Gefangene begraben.</translation>
    </message>
    <message>
        <source>After that move you lose a column.</source>
        <translation>Nach diesem Zug verlieren Sie eine Säule.</translation>
    </message>
    <message>
        <source>That move gives the win away.</source>
        <translation>Dieser Zug verschenkt den Sieg.</translation>
    </message>
    <message>
        <source>Moving the men</source>
        <translation>Steine ziehen</translation>
    </message>
    <message>
        <source>This is the start. White moves first, and a man steps one square diagonally forward onto an empty square. Make any move.</source>
        <translation>Das ist die Anfangsstellung. Weiß zieht zuerst, und ein Stein zieht ein Feld schräg vorwärts auf ein leeres Feld. Machen Sie einen beliebigen Zug.</translation>
    </message>
    <message>
        <source>Pick up one of the men on the third row and put it on an empty square in front of it.</source>
        <translation>Nehmen Sie einen Stein aus der dritten Reihe und setzen Sie ihn auf ein leeres Feld schräg vor ihm.</translation>
    </message>
    <message>
        <source>Only the dark squares are used. Move the man on c3 to d4, the centre of the board.</source>
        <translation>Gespielt wird nur auf den dunklen Feldern. Ziehen Sie den Stein von c3 nach d4, in die Mitte des Bretts.</translation>
    </message>
    <message>
        <source>d4 is diagonally up and to the right of c3.</source>
        <translation>d4 liegt schräg rechts oberhalb von c3.</translation>
    </message>
    <message>
        <source>That goes to b4. Aim for d4, to the right.</source>
        <translation>Das geht nach b4. Ziel ist d4, rechts davon.</translation>
    </message>
    <message>
        <source>Move the man on c3, not another one.</source>
        <translation>Ziehen Sie den Stein auf c3, keinen anderen.</translation>
    </message>
    <message>
        <source>Forward to the right of e3 is f4.</source>
        <translation>Rechts vor e3 liegt f4.</translation>
    </message>
    <message>
        <source>That is forward to the left. Try f4.</source>
        <translation>Das ist nach links vorn. Versuchen Sie f4.</translation>
    </message>
    <message>
        <source>Capturing is compulsory</source>
        <translation>Schlagen ist Pflicht</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy column next to it onto the empty square behind. When you can capture, you must. Capture the black man on d4.</source>
        <translation>Ein Stein schlägt, indem er über eine benachbarte gegnerische Säule auf das leere Feld dahinter springt. Wer schlagen kann, muss schlagen. Schlagen Sie den schwarzen Stein auf d4.</translation>
    </message>
    <message>
        <source>The man on c3 jumps over d4 and lands on e5.</source>
        <translation>Der Stein auf c3 springt über d4 und landet auf e5.</translation>
    </message>
    <message>
        <source>Men capture backward too, and that capture is just as compulsory.</source>
        <translation>Steine schlagen auch rückwärts, und auch dieses Schlagen ist Pflicht.</translation>
    </message>
    <message>
        <source>The man on e5 jumps back over d4 to c3.</source>
        <translation>Der Stein auf e5 springt zurück über d4 nach c3.</translation>
    </message>
    <message>
        <source>Two of your men can capture d4. You may choose either one.</source>
        <translation>Zwei Ihrer Steine können d4 schlagen. Sie dürfen frei wählen.</translation>
    </message>
    <message>
        <source>Jump from c3 to e5, or from e3 to c5.</source>
        <translation>Springen Sie von c3 nach e5 oder von e3 nach c5.</translation>
    </message>
    <message>
        <source>Captured pieces go under</source>
        <translation>Geschlagene Steine kommen nach unten</translation>
    </message>
    <message>
        <source>Nothing ever leaves the board. A captured man goes under the man that took it, and the two stand as one column. Capture d4.</source>
        <translation>Nichts verlässt je das Brett. Ein geschlagener Stein kommt unter den Stein, der ihn geschlagen hat, und beide bilden eine Säule. Schlagen Sie d4.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4 to e5.</source>
        <translation>Springen Sie von c3 über d4 nach e5.</translation>
    </message>
    <message>
        <source>Your column on c3 has a black man under a white one. The top piece decides: the column is yours and moves like a man. Move it to d4.</source>
        <translation>Ihre Säule auf c3 hat einen schwarzen Stein unter einem weißen. Der oberste Stein entscheidet: Die Säule gehört Ihnen und zieht wie ein Stein. Ziehen Sie sie nach d4.</translation>
    </message>
    <message>
        <source>The whole column moves together, one square forward to d4.</source>
        <translation>Die ganze Säule zieht gemeinsam, ein Feld vorwärts nach d4.</translation>
    </message>
    <message>
        <source>That is b4. Move the column to d4.</source>
        <translation>Das ist b4. Ziehen Sie die Säule nach d4.</translation>
    </message>
    <message>
        <source>The column on d4 holds two black men. A capture takes only the top one; the man below stays on d4. Capture it.</source>
        <translation>Die Säule auf d4 besteht aus zwei schwarzen Steinen. Ein Schlag nimmt nur den obersten; der Stein darunter bleibt auf d4. Schlagen Sie ihn.</translation>
    </message>
    <message>
        <source>Several captures in one move</source>
        <translation>Mehrere Schläge in einem Zug</translation>
    </message>
    <message>
        <source>After a jump, if your column can jump again, it must, in the same move. Take both black men.</source>
        <translation>Kann Ihre Säule nach einem Sprung weiterspringen, muss sie es im selben Zug tun. Schlagen Sie beide schwarzen Steine.</translation>
    </message>
    <message>
        <source>Jump from c3 to e5, then on over f6 to g7.</source>
        <translation>Springen Sie von c3 nach e5 und dann weiter über f6 nach g7.</translation>
    </message>
    <message>
        <source>You may choose any capture, short or long; nothing forces the longest. Here choose the one that takes two men.</source>
        <translation>Sie dürfen jeden Schlag wählen, kurz oder lang; der längste ist keine Pflicht. Wählen Sie hier den, der zwei Steine schlägt.</translation>
    </message>
    <message>
        <source>Over d4 and then over f6.</source>
        <translation>Über d4 und dann über f6.</translation>
    </message>
    <message>
        <source>That takes only one man. The way over d4 takes two.</source>
        <translation>Das schlägt nur einen Stein. Der Weg über d4 schlägt zwei.</translation>
    </message>
    <message>
        <source>Both captures take one man, but after one of them Black takes your column back. Find the capture that keeps it.</source>
        <translation>Beide Schläge nehmen einen Stein, aber nach einem davon schlägt Schwarz Ihre Säule zurück. Finden Sie den Schlag, der sie behält.</translation>
    </message>
    <message>
        <source>Look at what the black man on f6 could do next.</source>
        <translation>Achten Sie darauf, was der schwarze Stein auf f6 danach tun könnte.</translation>
    </message>
    <message>
        <source>From e5 your column can be taken by f6, which lands on the empty d4.</source>
        <translation>Auf e5 kann Ihre Säule von f6 geschlagen werden, der auf dem leeren d4 landet.</translation>
    </message>
    <message>
        <source>Freeing prisoners</source>
        <translation>Gefangene befreien</translation>
    </message>
    <message>
        <source>The column on d4 has two white men under a black one. Take its top and they are yours again.</source>
        <translation>Die Säule auf d4 hat zwei weiße Steine unter einem schwarzen. Schlagen Sie den obersten, und sie gehören wieder Ihnen.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4. The black man comes with you; the white men are free again.</source>
        <translation>Springen Sie von c3 über d4. Der schwarze Stein kommt mit Ihnen; die weißen Steine sind wieder frei.</translation>
    </message>
    <message>
        <source>A white man is a prisoner on d4. Make the capture that frees the white man on d4.</source>
        <translation>Auf d4 ist ein weißer Stein gefangen. Machen Sie den Schlag, der den weißen Stein auf d4 befreit.</translation>
    </message>
    <message>
        <source>Of your two captures, take the one over d4.</source>
        <translation>Wählen Sie von Ihren beiden Schlägen den über d4.</translation>
    </message>
    <message>
        <source>That capture leaves the prisoner on d4 buried.</source>
        <translation>Nach diesem Schlag bleibt der Gefangene auf d4 begraben.</translation>
    </message>
    <message>
        <source>A buried king stays a king. Free the white king under the black man on d4.</source>
        <translation>Eine begrabene Dame bleibt eine Dame. Befreien Sie die weiße Dame unter dem schwarzen Stein auf d4.</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>Dame werden</translation>
    </message>
    <message>
        <source>A man that reaches the far row becomes a king. Crown your man.</source>
        <translation>Ein Stein, der die letzte Reihe erreicht, wird zur Dame. Machen Sie Ihren Stein zur Dame.</translation>
    </message>
    <message>
        <source>Step from c7 to b8 or d8.</source>
        <translation>Ziehen Sie von c7 nach b8 oder d8.</translation>
    </message>
    <message>
        <source>Only the top piece is crowned; the prisoners under it stay men. Crown the column.</source>
        <translation>Nur der oberste Stein wird zur Dame; die Gefangenen darunter bleiben Steine. Krönen Sie die Säule.</translation>
    </message>
    <message>
        <source>Step from c7 to the last row.</source>
        <translation>Ziehen Sie von c7 auf die letzte Reihe.</translation>
    </message>
    <message>
        <source>A man crowned in the middle of a capture goes on capturing as a king in the same move. Take g7 and go on.</source>
        <translation>Ein Stein, der mitten im Schlagen zur Dame wird, schlägt im selben Zug als Dame weiter. Schlagen Sie g7 und machen Sie weiter.</translation>
    </message>
    <message>
        <source>Jump from h6 over g7 to f8, then fly on as a king over c5 or back over g7.</source>
        <translation>Springen Sie von h6 über g7 nach f8 und fliegen Sie dann als Dame weiter über c5 oder zurück über g7.</translation>
    </message>
    <message>
        <source>The flying king</source>
        <translation>Die fliegende Dame</translation>
    </message>
    <message>
        <source>A king moves any number of empty squares along a diagonal, forward or backward. Fly from a1 to h8 in one move.</source>
        <translation>Eine Dame zieht beliebig viele leere Felder entlang einer Diagonale, vorwärts oder rückwärts. Fliegen Sie in einem Zug von a1 nach h8.</translation>
    </message>
    <message>
        <source>The long diagonal from a1 runs all the way to h8.</source>
        <translation>Die lange Diagonale führt von a1 bis nach h8.</translation>
    </message>
    <message>
        <source>A good king move, but the task is to reach h8.</source>
        <translation>Ein guter Damenzug, aber die Aufgabe ist, h8 zu erreichen.</translation>
    </message>
    <message>
        <source>A king captures from afar: it jumps an enemy column anywhere on its diagonal and lands on any empty square behind it. Capture e5.</source>
        <translation>Eine Dame schlägt aus der Ferne: Sie überspringt eine gegnerische Säule irgendwo auf ihrer Diagonale und landet auf einem beliebigen leeren Feld dahinter. Schlagen Sie e5.</translation>
    </message>
    <message>
        <source>Fly from a1 over e5 and land on f6, g7 or h8.</source>
        <translation>Fliegen Sie von a1 über e5 und landen Sie auf f6, g7 oder h8.</translation>
    </message>
    <message>
        <source>If the king can capture again from one of its landing squares, it must land there. Take both black men.</source>
        <translation>Kann die Dame von einem ihrer Landefelder aus weiterschlagen, muss sie dort landen. Schlagen Sie beide schwarzen Steine.</translation>
    </message>
    <message>
        <source>Jump c3 and land on e5: from there the king can take f4.</source>
        <translation>Überspringen Sie c3 und landen Sie auf e5: Von dort kann die Dame f4 schlagen.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Gewinnen und Remis</translation>
    </message>
    <message>
        <source>A player who cannot move loses. Take Black&apos;s last column and Black has nothing left to move.</source>
        <translation>Wer nicht ziehen kann, verliert. Schlagen Sie die letzte Säule von Schwarz, dann hat Schwarz nichts mehr zu ziehen.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4.</source>
        <translation>Springen Sie von c3 über d4.</translation>
    </message>
    <message>
        <source>A player whose columns are all blocked loses too. Find the move that leaves Black no move at all.</source>
        <translation>Auch wer nur blockierte Säulen hat, verliert. Finden Sie den Zug, nach dem Schwarz gar nicht mehr ziehen kann.</translation>
    </message>
    <message>
        <source>Fill b2 so that the black man can neither step there nor jump it.</source>
        <translation>Besetzen Sie b2, sodass der schwarze Stein weder dorthin ziehen noch darüber springen kann.</translation>
    </message>
    <message>
        <source>Now a3 can jump b2 and land on the empty c1.</source>
        <translation>Jetzt kann a3 über b2 springen und auf dem leeren c1 landen.</translation>
    </message>
    <message>
        <source>Black can still move after that. Look at b2.</source>
        <translation>Danach kann Schwarz noch ziehen. Schauen Sie auf b2.</translation>
    </message>
    <message>
        <source>Some games cannot be won. A game is drawn when the same position comes for the third time, or after 30 plies in which only kings moved and nothing was captured. Make any move.</source>
        <translation>Manche Partien kann niemand gewinnen. Eine Partie ist remis, wenn dieselbe Stellung zum dritten Mal entsteht oder nach 30 Halbzügen, in denen nur Damen gezogen haben und nichts geschlagen wurde. Machen Sie einen beliebigen Zug.</translation>
    </message>
    <message>
        <source>Any king move will do.</source>
        <translation>Jeder Damenzug ist recht.</translation>
    </message>
    <message>
        <source>Three ways to re-take</source>
        <translation>Drei Arten, erneut zu schlagen</translation>
    </message>
    <message>
        <source>The old sources disagree about jumping a column again in the same move, so you choose a rule set for each game. Under the standard rules a taken piece goes under at once and frees its square. Take both black kings.</source>
        <translation>Die alten Quellen sind sich uneins, ob eine Säule im selben Zug erneut übersprungen werden darf, daher wählen Sie für jede Partie ein Regelwerk. Nach den Standardregeln kommt ein geschlagener Stein sofort nach unten und macht sein Feld frei. Schlagen Sie beide schwarzen Damen.</translation>
    </message>
    <message>
        <source>Take e3, fly back through the emptied e3 and f4, and take g5.</source>
        <translation>Schlagen Sie e3, fliegen Sie zurück über die frei gewordenen Felder e3 und f4 und schlagen Sie g5.</translation>
    </message>
    <message>
        <source>Under the Turkish strike the jumped columns stay until the move is over and block the way back. The same position: here only one king can be taken.</source>
        <translation>Beim Türkischen Schlag bleiben übersprungene Säulen stehen, bis der Zug vorbei ist, und versperren den Rückweg. Dieselbe Stellung: Hier kann nur eine Dame geschlagen werden.</translation>
    </message>
    <message>
        <source>Take either king; there is no way on.</source>
        <translation>Schlagen Sie eine der Damen; weiter geht es nicht.</translation>
    </message>
    <message>
        <source>Under the standard rules a column may be jumped again as soon as its top is an enemy once more, even at once. Jump b4 twice.</source>
        <translation>Nach den Standardregeln darf eine Säule wieder übersprungen werden, sobald ihr oberster Stein wieder ein gegnerischer ist, sogar sofort. Überspringen Sie b4 zweimal.</translation>
    </message>
    <message>
        <source>Jump b4, then straight back over it.</source>
        <translation>Überspringen Sie b4 und dann gleich wieder zurück.</translation>
    </message>
    <message>
        <source>That takes g7. Jump the column on b4 twice instead.</source>
        <translation>Das schlägt g7. Überspringen Sie stattdessen die Säule auf b4 zweimal.</translation>
    </message>
    <message>
        <source>Under the intervening rule a column may not be jumped on two jumps in a row. So the king must land where it can take g7.</source>
        <translation>Mit Zwischenschlag darf eine Säule nicht in zwei aufeinanderfolgenden Sprüngen übersprungen werden. Also muss die Dame dort landen, wo sie g7 schlagen kann.</translation>
    </message>
    <message>
        <source>Jump b4 and land on f8, then take g7.</source>
        <translation>Überspringen Sie b4, landen Sie auf f8 und schlagen Sie dann g7.</translation>
    </message>
    <message>
        <source>A first endgame</source>
        <translation>Ein erstes Endspiel</translation>
    </message>
    <message>
        <source>Two kings against one man. Win against the computer: catch the man.</source>
        <translation>Zwei Damen gegen einen Stein. Gewinnen Sie gegen den Computer: Fangen Sie den Stein.</translation>
    </message>
    <message>
        <source>Use both kings to close the diagonals in front of the man, then capture it.</source>
        <translation>Sperren Sie mit beiden Damen die Diagonalen vor dem Stein und schlagen Sie ihn dann.</translation>
    </message>
    <message>
        <source>You must capture f6, but where you land matters. Then win the game.</source>
        <translation>Sie müssen f6 schlagen, aber es kommt darauf an, wo Sie landen. Gewinnen Sie dann die Partie.</translation>
    </message>
    <message>
        <source>On g7 the man on h6 could capture your king. Land on h8.</source>
        <translation>Auf g7 könnte der Stein auf h6 Ihre Dame schlagen. Landen Sie auf h8.</translation>
    </message>
    <message>
        <source>On g7 the black man on h6 jumps your king.</source>
        <translation>Auf g7 springt der schwarze Stein auf h6 über Ihre Dame.</translation>
    </message>
    <message>
        <source>A king and a man against two men. Win the game.</source>
        <translation>Eine Dame und ein Stein gegen zwei Steine. Gewinnen Sie die Partie.</translation>
    </message>
    <message>
        <source>Offer your man on f4: g5 must take it, and then your king is ready.</source>
        <translation>Bieten Sie Ihren Stein auf f4 an: g5 muss ihn schlagen, und dann ist Ihre Dame bereit.</translation>
    </message>
    <message>
        <source>A man never steps backward. Move the man on e3 forward to the right.</source>
        <translation>Ein Stein zieht nie rückwärts. Ziehen Sie den Stein auf e3 nach rechts vorn.</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Pick up one of your columns first.</source>
        <translation>Wählen Sie zuerst eine Ihrer Säulen.</translation>
    </message>
    <message>
        <source>The column on %1 is not yours.</source>
        <translation>Die Säule auf %1 gehört nicht Ihnen.</translation>
    </message>
    <message>
        <source>There is no move to make.</source>
        <translation>Es ist kein Zug möglich.</translation>
    </message>
    <message>
        <source>The column on %1 has no move.</source>
        <translation>Die Säule auf %1 kann nicht ziehen.</translation>
    </message>
    <message>
        <source>Several captures end on %1: click the squares where it lands on the way.</source>
        <translation>Mehrere Schlagzüge enden auf %1: Klicken Sie nacheinander die Felder an, auf denen die Säule unterwegs landet.</translation>
    </message>
    <message>
        <source>The capture cannot go to %1.</source>
        <translation>Der Schlagzug kann nicht nach %1 führen.</translation>
    </message>
    <message>
        <source>The column on %1 cannot move to %2.</source>
        <translation>Die Säule auf %1 kann nicht nach %2 ziehen.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of several squares</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Capture is compulsory: %1 can capture.</source>
        <translation>Schlagzwang: Es kann von %1 aus geschlagen werden.</translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message>
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
</context>
<context>
    <name>ProblemReport</name>
    <message numerus="yes">
        <source>… and %n more (see the details).</source>
        <translation>
            <numerusform>… und %n weiterer (siehe Details).</numerusform>
            <numerusform>… und %n weitere (siehe Details).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleTrainer</name>
    <message>
        <source>White to move: find the winning move</source>
        <translation>Weiß am Zug: Finden Sie den Gewinnzug</translation>
    </message>
    <message>
        <source>Black to move: find the winning move</source>
        <translation>Schwarz am Zug: Finden Sie den Gewinnzug</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>%1 does not win.</source>
        <translation>%1 gewinnt nicht.</translation>
    </message>
    <message>
        <source>After %1 comes %2, and the opponent wins.</source>
        <translation>Auf %1 folgt %2, und der Gegner gewinnt.</translation>
    </message>
    <message numerus="yes">
        <source>After %1 comes %2, and the opponent is about %n man(s) ahead.</source>
        <translation>
            <numerusform>Auf %1 folgt %2, und der Gegner liegt etwa %n Stein vorn.</numerusform>
            <numerusform>Auf %1 folgt %2, und der Gegner liegt etwa %n Steine vorn.</numerusform>
        </translation>
    </message>
    <message>
        <source>After %1 comes %2, and the win is gone.</source>
        <translation>Auf %1 folgt %2, und der Gewinn ist dahin.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Lösung: %1</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Bashni: column draughts for the desktop.</source>
        <translation>Bashni: Säulendame für den Desktop.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>A game file to open (.pdn).</source>
        <translation>Eine zu öffnende Spieldatei (.pdn).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[DATEI]</translation>
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
        <translation>Holz</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>TowerItem</name>
    <message>
        <source>white man</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <source>black man</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>Top to bottom: %1</source>
        <translation>Von oben nach unten: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n white men</source>
        <translation>
            <numerusform>%n weißer Stein</numerusform>
            <numerusform>%n weiße Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black men</source>
        <translation>
            <numerusform>%n schwarzer Stein</numerusform>
            <numerusform>%n schwarze Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white kings</source>
        <translation>
            <numerusform>%n weiße Dame</numerusform>
            <numerusform>%n weiße Damen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black kings</source>
        <translation>
            <numerusform>%n schwarze Dame</numerusform>
            <numerusform>%n schwarze Damen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1, darunter %2</translation>
    </message>
</context>
<context>
    <name>bashni::ui::AnalysisPanel</name>
    <message>
        <source>Let the computer study the position on the board (A)</source>
        <translation>Den Computer die Stellung auf dem Brett untersuchen lassen (A)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Analyse beenden</translation>
    </message>
    <message>
        <source>Start the analysis</source>
        <translation>Analyse starten</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse läuft…</translation>
    </message>
    <message>
        <source>Depth %1 · %2</source>
        <translation>Tiefe %1 · %2</translation>
    </message>
    <message>
        <source>The analysis goes on after the computer&apos;s move.</source>
        <translation>Die Analyse geht nach dem Zug des Computers weiter.</translation>
    </message>
    <message>
        <source>The computer&apos;s view of the position on the board</source>
        <translation>Die Einschätzung der Stellung auf dem Brett durch den Computer</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>%1 M nodes/s</source>
        <comment>millions of positions searched a second</comment>
        <translation>%1 Mio. Knoten/s</translation>
    </message>
    <message>
        <source>%1 k nodes/s</source>
        <comment>thousands of positions searched a second</comment>
        <translation>%1 Tsd. Knoten/s</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The computer&apos;s view of the balance: White&apos;s share from the left</source>
        <translation>Die Einschätzung des Computers: der Anteil von Weiß von links</translation>
    </message>
</context>
<context>
    <name>bashni::ui::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
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
        <translation>Etwas schreiben und Enter drücken</translation>
    </message>
</context>
<context>
    <name>bashni::ui::DirectPlay</name>
    <message>
        <source>Host Ne&amp;twork Game…</source>
        <translation>Netzwerkspiel &amp;hosten…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Netzwerkspiel be&amp;itreten…</translation>
    </message>
    <message>
        <source>Network play is not available: %1</source>
        <translation>Netzwerkspiel ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Host Network Game</source>
        <translation>Netzwerkspiel hosten</translation>
    </message>
    <message>
        <source>This game was adjourned. Host it again, for the same friend to join and play on?</source>
        <translation>Diese Partie wurde vertagt. Erneut hosten, damit derselbe Freund beitritt und weiterspielt?</translation>
    </message>
    <message>
        <source>Cannot host a game on port %1: %2. Another program may be using this port.</source>
        <translation>Auf Port %1 kann kein Spiel gehostet werden: %2. Vielleicht benutzt ein anderes Programm diesen Port.</translation>
    </message>
    <message>
        <source>Waiting for your friend to join: address %1, port %2.</source>
        <translation>Warten auf Ihren Freund: Adresse %1, Port %2.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation>Verbinde mit %1, Port %2…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Verbunden mit %1</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Die Partie geht weiter.</translation>
    </message>
    <message>
        <source>The game against %1 begins.</source>
        <translation>Die Partie gegen %1 beginnt.</translation>
    </message>
    <message>
        <source>%1 declined the game: %2</source>
        <translation>%1 hat die Partie abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 has left; the game is adjourned.</source>
        <translation>%1 ist gegangen; die Partie ist vertagt.</translation>
    </message>
    <message>
        <source>The opponent&apos;s program sent a wrong message (%1): the connection is closed, the game is unchanged.</source>
        <translation>Das Programm des Gegners hat eine falsche Nachricht gesendet (%1): Die Verbindung ist getrennt, die Partie unverändert.</translation>
    </message>
    <message>
        <source>Connection lost — waiting for the opponent.</source>
        <translation>Verbindung verloren — warte auf den Gegner.</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 bietet Remis an. Nehmen Sie an?</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1 lehnt das Remis ab.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move. Do you agree?</source>
        <translation>%1 möchte den letzten Zug zurücknehmen. Sind Sie einverstanden?</translation>
    </message>
    <message>
        <source>%1 declines the takeback.</source>
        <translation>%1 lehnt die Zugrücknahme ab.</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>&amp;Neu verbinden</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Stop &amp;Hosting</source>
        <translation>Hosten &amp;beenden</translation>
    </message>
    <message>
        <source>The host did not let you in: it has a guest already, or its game waits for the player who began it.</source>
        <translation>Der Gastgeber hat Sie nicht eingelassen: Er hat schon einen Gast, oder seine Partie wartet auf den Spieler, der sie begonnen hat.</translation>
    </message>
    <message>
        <source>The other program is an older or newer Bashni that speaks another version of the network protocol. Both players need Bashni 0.4 or later.</source>
        <translation>Das andere Programm ist ein älteres oder neueres Bashni, das eine andere Version des Netzwerkprotokolls spricht. Beide Spieler brauchen Bashni 0.4 oder neuer.</translation>
    </message>
    <message>
        <source>The connection ended: %1</source>
        <translation>Die Verbindung wurde beendet: %1</translation>
    </message>
    <message>
        <source>Your network game against %1 is adjourned. Rejoin it now?</source>
        <translation>Ihre Netzwerkpartie gegen %1 ist unterbrochen. Jetzt wieder beitreten?</translation>
    </message>
    <message>
        <source>Your network game against %1 is adjourned. Host it again, for %1 to come back?</source>
        <translation>Ihre Netzwerkpartie gegen %1 ist unterbrochen. Erneut hosten, damit %1 zurückkommen kann?</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Wieder beitreten</translation>
    </message>
    <message>
        <source>&amp;Host Again</source>
        <translation>Erneut &amp;hosten</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>%1 has left. The game is over.</source>
        <translation>%1 ist gegangen. Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>The game is adjourned: host it again or rejoin it to play on.</source>
        <translation>Die Partie ist vertagt: Hosten Sie sie erneut oder treten Sie ihr wieder bei, um weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EngineSeat</name>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (Stufe %1)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsgraph</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>nicht analysiert</translation>
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
        <translation>Keine Züge anzuzeigen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameController</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message>
        <source>Wait: the computer is to move.</source>
        <translation>Bitte warten: Der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>Not a move here: %1</source>
        <translation>Hier kein gültiger Zug: %1</translation>
    </message>
    <message>
        <source>The game is paused: press P to play on.</source>
        <translation>Das Spiel ist angehalten: P drücken, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Go to the last move to play on.</source>
        <translation>Gehen Sie zum letzten Zug, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Wait: your opponent is to move.</source>
        <translation>Warten Sie: Ihr Gegner ist am Zug.</translation>
    </message>
    <message>
        <source>Your move could not be sent: the board shows the game as it stands there.</source>
        <translation>Ihr Zug konnte nicht gesendet werden: Das Brett zeigt die Partie so, wie sie dort steht.</translation>
    </message>
    <message>
        <source>Your opponent is asked to allow the takeback…</source>
        <translation>Ihr Gegner wird um die Zugrücknahme gebeten…</translation>
    </message>
    <message>
        <source>Your draw offer was sent.</source>
        <translation>Ihr Remisangebot wurde gesendet.</translation>
    </message>
    <message>
        <source>The board did not agree with the game&apos;s record where it is kept: it shows that record now.</source>
        <translation>Das Brett stimmte nicht mit der Aufzeichnung der Partie dort überein, wo sie geführt wird: Es zeigt jetzt diese Aufzeichnung.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameFiles</name>
    <message>
        <source>the file has changed since its games were listed; open it again</source>
        <translation>die Datei hat sich geändert, seit ihre Spiele aufgelistet wurden; bitte erneut öffnen</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GamePicker</name>
    <message>
        <source>Open Game from %1</source>
        <translation>Spiel aus %1 öffnen</translation>
    </message>
    <message>
        <source>Games in %1: %2</source>
        <translation>Spiele in %1: %2</translation>
    </message>
    <message>
        <source>Player, event, date, result...</source>
        <translation>Spieler, Veranstaltung, Datum, Ergebnis...</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
</context>
<context>
    <name>bashni::ui::HostDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Netzwerkspiel hosten</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Sie &amp;spielen:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Hosten</translation>
    </message>
</context>
<context>
    <name>bashni::ui::JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Netzwerkspiel beitreten</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>Adresse:Port</translation>
    </message>
    <message>
        <source>&amp;Look Again</source>
        <translation>Erneut &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>&amp;Games on the local network:</source>
        <translation>Spiele im lokalen &amp;Netzwerk:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>%1 — %2, %3 — %4</source>
        <translation>%1 — %2, %3 — %4</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr Na&amp;me:</translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation>Suche nach Partien im lokalen Netzwerk…</translation>
    </message>
    <message>
        <source>No game found on the local network: type the host&apos;s address.</source>
        <translation>Keine Partie im lokalen Netzwerk gefunden: Geben Sie die Adresse des Gastgebers ein.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonList</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonOffer</name>
    <message>
        <source>New to Bashni? Learn the rules by playing.</source>
        <translation>Neu bei Bashni? Lernen Sie die Regeln beim Spielen.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonPlay</name>
    <message>
        <source>Well done: that is right.</source>
        <translation>Gut gemacht, das ist richtig.</translation>
    </message>
    <message>
        <source>You won the game. Well done!</source>
        <translation>Sie haben die Partie gewonnen. Gut gemacht!</translation>
    </message>
    <message>
        <source>You cannot move: the computer has won. Try again.</source>
        <translation>Sie können nicht ziehen: Der Computer hat gewonnen. Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>%1 The win slipped away: try again.</source>
        <translation>%1 Der Gewinn ist verspielt: Versuchen Sie es noch einmal.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonWindow</name>
    <message>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>The computer answers %1. Your move.</source>
        <translation>Der Computer antwortet %1. Sie sind am Zug.</translation>
    </message>
    <message>
        <source>The lessons could not be read: %1</source>
        <translation>Die Lektionen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>&amp;Restart Lesson</source>
        <translation>Lektion neu &amp;starten</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>You have finished this lesson: on to the next one.</source>
        <translation>Sie haben diese Lektion abgeschlossen: weiter zur nächsten.</translation>
    </message>
    <message>
        <source>You have finished the last lesson.</source>
        <translation>Sie haben die letzte Lektion abgeschlossen.</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Nächste Lektion</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonsFeature</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
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
        <translation>&amp;Gesuche</translation>
    </message>
    <message>
        <source>G&amp;ames</source>
        <translation>&amp;Partien</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Double-click a seek to play it</source>
        <translation>Ein Gesuch doppelklicken, um es anzunehmen</translation>
    </message>
    <message>
        <source>Double-click a game to watch it</source>
        <translation>Eine Partie doppelklicken, um zuzuschauen</translation>
    </message>
    <message>
        <source>&amp;New Seek…</source>
        <translation>&amp;Neues Gesuch…</translation>
    </message>
    <message>
        <source>&amp;Cancel Seeks</source>
        <translation>Gesuche &amp;zurückziehen</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>&amp;Abmelden</translation>
    </message>
    <message>
        <source>&amp;Seeks (%1)</source>
        <translation>&amp;Gesuche (%1)</translation>
    </message>
    <message>
        <source>G&amp;ames (%1)</source>
        <translation>&amp;Partien (%1)</translation>
    </message>
    <message>
        <source>Pla&amp;yers (%1)</source>
        <translation>&amp;Spieler (%1)</translation>
    </message>
    <message>
        <source>&amp;My Games…</source>
        <translation>&amp;Meine Partien…</translation>
    </message>
    <message>
        <source>Your finished games on this server, to review or save</source>
        <translation>Ihre beendeten Partien auf diesem Server, zum Nachspielen oder Speichern</translation>
    </message>
    <message>
        <source>Double-click a player to follow their games: each opens here to watch</source>
        <translation>Doppelklick auf einen Spieler, um seinen Partien zu folgen: Jede öffnet sich hier zum Zuschauen</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyGamesModel</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyModel</name>
    <message>
        <source>untimed</source>
        <translation>ohne Uhr</translation>
    </message>
    <message>
        <source>%1+%2</source>
        <translation>%1+%2</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>Freizeitspieler</translation>
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
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>server address, e.g. bashni.example.org</source>
        <translation>Adresse des Servers, z. B. bashni.example.org</translation>
    </message>
    <message>
        <source>Without encryption (only for a server on this computer or network that has no certificate)</source>
        <translation>Ohne Verschlüsselung (nur für einen Server auf diesem Rechner oder im eigenen Netz, der kein Zertifikat hat)</translation>
    </message>
    <message>
        <source>With my &amp;account</source>
        <translation>Mit meinem &amp;Konto</translation>
    </message>
    <message>
        <source>As a &amp;guest (casual games only)</source>
        <translation>Als &amp;Gast (nur ungewertete Partien)</translation>
    </message>
    <message>
        <source>&amp;Create this account now</source>
        <translation>Dieses Konto jetzt &amp;anlegen</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;Log In</source>
        <translation>An&amp;melden</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address: a name such as bashni.example.org, with :PORT when it is not the usual 47522.</source>
        <translation>Die Adresse des Servers eingeben: ein Name wie bashni.example.org, mit :PORT, wenn es nicht der übliche 47522 ist.</translation>
    </message>
    <message>
        <source>A name is 2 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Ein Name hat 2 bis 20 Buchstaben, Ziffern, _ oder - und beginnt mit einem Buchstaben.</translation>
    </message>
    <message>
        <source>A password is 8 to 128 characters.</source>
        <translation>Ein Passwort hat 8 bis 128 Zeichen.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MainWindow</name>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Der Computer nimmt das Remis an.</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>Der Computer lehnt das Remis ab.</translation>
    </message>
    <message>
        <source>Computer thinking</source>
        <translation>Computer denkt nach</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message numerus="yes">
        <source>Playing here replaces the %n later move(s) of this game. Play on from here?</source>
        <translation>
            <numerusform>Ein Zug an dieser Stelle ersetzt den %n späteren Zug dieses Spiels. Von hier weiterspielen?</numerusform>
            <numerusform>Ein Zug an dieser Stelle ersetzt die %n späteren Züge dieses Spiels. Von hier weiterspielen?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, top to bottom: %2</source>
        <translation>%1, von oben nach unten: %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel beendet</translation>
    </message>
    <message>
        <source>Replay: White to move</source>
        <translation>Nachspielen: Weiß am Zug</translation>
    </message>
    <message>
        <source>Replay: Black to move</source>
        <translation>Nachspielen: Schwarz am Zug</translation>
    </message>
    <message>
        <source>White (computer) is thinking…</source>
        <translation>Weiß (Computer) denkt nach…</translation>
    </message>
    <message>
        <source>Black (computer) is thinking…</source>
        <translation>Schwarz (Computer) denkt nach…</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Spiel beendet</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Board Image…</source>
        <translation>Brettbild e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche nach einem guten Zug…</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>S&amp;ofort ziehen</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>&amp;Remis anbieten</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>&amp;Spiel kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Position or Game</source>
        <translation>Stellung oder Spiel &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>&amp;Gültige Züge anzeigen</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>&amp;Letzten Zug anzeigen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Bashni</source>
        <translation>Ü&amp;ber Bashni</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Type a move, e.g. c3-d4</source>
        <translation>Zug eingeben, z. B. c3-d4</translation>
    </message>
    <message>
        <source>Move in notation</source>
        <translation>Zug in Notation</translation>
    </message>
    <message>
        <source>Type a move and press Enter (Ctrl+L to get here): c3-d4, or a capture by its squares, c3:e5 or just c3:g7</source>
        <translation>Zug eingeben und die Eingabetaste drücken (Strg+L springt hierher): c3-d4, oder einen Schlagzug über seine Felder, c3:e5 oder einfach c3:g7</translation>
    </message>
    <message>
        <source>Type a Move</source>
        <translation>Zug eingeben</translation>
    </message>
    <message>
        <source>Bashni games (*.pdn);;All files (*)</source>
        <translation>Bashni-Spiele (*.pdn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (Stufe %1)</translation>
    </message>
    <message>
        <source>Play From This Position</source>
        <translation>Von dieser Stellung aus spielen</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>No game could be read from %1.</source>
        <translation>Aus %1 konnte kein Spiel gelesen werden.</translation>
    </message>
    <message>
        <source>Some games could not be read and were left out:</source>
        <translation>Einige Spiele konnten nicht gelesen werden und wurden ausgelassen:</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation>Brettbild exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Bashni position</source>
        <translation>Bashni-Stellung</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Stellung kopiert</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Spiel kopiert</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>The clipboard holds neither a position nor a game:
%1</source>
        <translation>Die Zwischenablage enthält weder eine Stellung noch ein Spiel:
%1</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Wollen Sie dieses Spiel wirklich aufgeben?</translation>
    </message>
    <message>
        <source>The computer considers your offer…</source>
        <translation>Der Computer prüft Ihr Angebot…</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Draw Offer</source>
        <translation>Remisangebot</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <translation>%1, nehmen Sie das Remis an?</translation>
    </message>
    <message>
        <source>Cancel Selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message>
        <source>Save the current game first? Its moves have not been saved.</source>
        <translation>Das aktuelle Spiel zuerst speichern? Seine Züge wurden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Computer &amp;Level</source>
        <translation>&amp;Computerstufe</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation>Angehalten: P drücken zum Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>Anal&amp;yse</translation>
    </message>
    <message>
        <source>Move Lo&amp;g</source>
        <translation>&amp;Zugliste</translation>
    </message>
    <message>
        <source>&amp;Game Properties…</source>
        <translation>Spiel&amp;eigenschaften…</translation>
    </message>
    <message>
        <source>Fi&amp;rst Position</source>
        <translation>An&amp;fangsstellung</translation>
    </message>
    <message>
        <source>Las&amp;t Position</source>
        <translation>L&amp;etzte Stellung</translation>
    </message>
    <message>
        <source>Analys&amp;e Position</source>
        <translation>&amp;Stellung analysieren</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Pre&amp;vious Move</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>Reset Layo&amp;ut</source>
        <translation>Anordn&amp;ung zurücksetzen</translation>
    </message>
    <message>
        <source>Your last game, finished and not saved, is shown. Save it, or start a new game.</source>
        <translation>Ihr letztes Spiel, beendet und nicht gespeichert, wird angezeigt. Speichern Sie es oder beginnen Sie ein neues Spiel.</translation>
    </message>
    <message>
        <source>The game saved at the last quit could not be read. It was kept as %1; a new game begins.</source>
        <translation>Das beim letzten Beenden gesicherte Spiel konnte nicht gelesen werden. Es wurde als %1 aufbewahrt; ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>Your move starts the game (or press P)</source>
        <translation>Ihr Zug beginnt das Spiel (oder P drücken)</translation>
    </message>
    <message>
        <source>Press P to let the computer begin</source>
        <translation>P drücken, damit der Computer beginnt</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
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
        <translation>Bashni-Handbuch</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>Enter finds the next place, Shift+Enter the one before; pages without the words leave the contents</source>
        <translation>Eingabe findet die nächste Stelle, Umschalt+Eingabe die vorige; Seiten ohne die Wörter verschwinden aus dem Inhalt</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Zurück (Alt+Links)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Vor (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLog</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Play the moves through</source>
        <translation>Die Züge nacheinander abspielen</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Automatisch abspielen</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Letzte Stellung</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Time between moves when playing through</source>
        <translation>Zeit zwischen den Zügen beim Abspielen</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Noch keine Züge</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLogModel</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Better was %1 (%2); this move: %3</source>
        <translation>Besser war %1 (%2); dieser Zug: %3</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MyGames</name>
    <message>
        <source>Asking the server for your games…</source>
        <translation>Der Server wird nach Ihren Partien gefragt…</translation>
    </message>
    <message>
        <source>You have no finished games on this server yet.</source>
        <translation>Sie haben auf diesem Server noch keine beendete Partie.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Opened the game %1 – %2.</source>
        <translation>Partie %1 – %2 geöffnet.</translation>
    </message>
    <message>
        <source>Finish your game first.</source>
        <translation>Zuerst die eigene Partie beenden.</translation>
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
        <translation>&amp;Nein</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NetworkPlay</name>
    <message>
        <source>The game has not begun yet.</source>
        <translation>Die Partie hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>The connection to your opponent is lost: the game waits until it is restored.</source>
        <translation>Die Verbindung zum Gegner ist verloren: Die Partie wartet, bis sie wiederhergestellt ist.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Human against the computer</source>
        <translation>&amp;Mensch gegen Computer</translation>
    </message>
    <message>
        <source>&amp;Two humans at this screen</source>
        <translation>&amp;Zwei Menschen an diesem Bildschirm</translation>
    </message>
    <message>
        <source>&amp;Computer against computer</source>
        <translation>&amp;Computer gegen Computer</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Sie s&amp;pielen:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation>Remis bei dreifacher &amp;Wiederholung einer Stellung</translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation>Remis nach &amp;30 Halbzügen ohne Schlag oder Steinzug</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Uhr:</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlineBoard</name>
    <message>
        <source>The connection to the server is being restored…</source>
        <translation>Die Verbindung zum Server wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>Sie schauen dieser Partie zu.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlineConnection</name>
    <message>
        <source>The server closed the connection.</source>
        <translation>Der Server hat die Verbindung beendet.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlinePlay</name>
    <message>
        <source>Pla&amp;y Online…</source>
        <translation>Auf einem Ser&amp;ver spielen…</translation>
    </message>
    <message>
        <source>Play against people on a Bashni server</source>
        <translation>Gegen Menschen auf einem Bashni-Server spielen</translation>
    </message>
    <message>
        <source>Online play is not available: %1</source>
        <translation>Online-Spiel ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Game Chat</source>
        <translation>Chat der Partie</translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Keine Verbindung: %1</translation>
    </message>
    <message>
        <source>Your seek is in the lobby: the game begins when someone accepts it.</source>
        <translation>Ihr Gesuch steht in der Lobby: Die Partie beginnt, sobald jemand es annimmt.</translation>
    </message>
    <message>
        <source>%1&apos;s connection is gone: unless they are back within %2 seconds, they lose the game.</source>
        <translation>Die Verbindung von %1 ist weg: Wer nicht binnen %2 Sekunden zurück ist, verliert die Partie.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>Logging in to %1…</source>
        <translation>Anmeldung bei %1…</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>The connection to %1 is lost: connecting again…</source>
        <translation>Die Verbindung zu %1 ist verloren: Neuer Versuch…</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation>Angemeldet als %1.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Der Server lehnte ab: %1</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Falscher Name oder falsches Passwort.</translation>
    </message>
    <message>
        <source>This name is taken: choose another, or log in if it is yours.</source>
        <translation>Dieser Name ist vergeben: einen anderen wählen oder sich anmelden, wenn es Ihrer ist.</translation>
    </message>
    <message>
        <source>The server does not know this guest any more: log in as a new one.</source>
        <translation>Der Server kennt diesen Gast nicht mehr: als neuer Gast anmelden.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait %1 and try again.</source>
        <translation>Zu viele falsche Passwörter: %1 warten und erneut versuchen.</translation>
    </message>
    <message>
        <source>Finish your game first.</source>
        <translation>Zuerst die eigene Partie beenden.</translation>
    </message>
    <message>
        <source>The game begins: %1 against %2.</source>
        <translation>Die Partie beginnt: %1 gegen %2.</translation>
    </message>
    <message>
        <source>Watching %1 against %2.</source>
        <translation>Zuschauen: %1 gegen %2.</translation>
    </message>
    <message>
        <source>The game was aborted: a player left before both had moved.</source>
        <translation>Die Partie wurde abgebrochen: Ein Spieler ging, bevor beide gezogen hatten.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Weiß gewinnt</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Schwarz gewinnt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1: the opponent stayed away too long.</source>
        <translation>%1: Der Gegner blieb zu lange fort.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Your rating is now %1.</source>
        <translation>Ihre Wertung ist jetzt %1.</translation>
    </message>
    <message>
        <source>Your opponent declines the draw.</source>
        <translation>Ihr Gegner lehnt das Remis ab.</translation>
    </message>
    <message>
        <source>Your opponent declines the takeback.</source>
        <translation>Ihr Gegner lehnt die Zugrücknahme ab.</translation>
    </message>
    <message>
        <source>Your opponent offers a draw. Do you accept?</source>
        <translation>Ihr Gegner bietet Remis an. Annehmen?</translation>
    </message>
    <message>
        <source>Your opponent asks to take back their last move. Do you agree?</source>
        <translation>Ihr Gegner möchte seinen letzten Zug zurücknehmen. Einverstanden?</translation>
    </message>
    <message>
        <source>Your game %1 against %2 on %3 goes on at the server. Go on with it now?</source>
        <translation>Ihre Partie %1 gegen %2 auf %3 läuft auf dem Server weiter. Jetzt weiterspielen?</translation>
    </message>
    <message>
        <source>Log in to go on with your game.</source>
        <translation>Melden Sie sich an, um Ihre Partie fortzusetzen.</translation>
    </message>
    <message>
        <source>&amp;Go On</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>Your rating is outside the range this seek is for.</source>
        <translation>Ihre Wertung liegt außerhalb des Bereichs, für den dieses Gesuch gilt.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>This seek is for players rated %1: log in with an account to play it.</source>
        <translation>Dieses Gesuch gilt für Spieler mit einer Wertung von %1: Melden Sie sich mit einem Konto an, um es anzunehmen.</translation>
    </message>
    <message>
        <source>This seek is for players rated %1; yours is %2.</source>
        <translation>Dieses Gesuch gilt für Spieler mit einer Wertung von %1; Ihre ist %2.</translation>
    </message>
    <message>
        <source>Following %1: their games open here to watch.</source>
        <translation>Sie folgen %1: Dessen Partien öffnen sich hier zum Zuschauen.</translation>
    </message>
    <message>
        <source>No longer following %1.</source>
        <translation>Sie folgen %1 nicht mehr.</translation>
    </message>
    <message>
        <source>Your rating is not known yet: try again in a moment.</source>
        <translation>Ihre Wertung ist noch nicht bekannt: Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>%1 began a game: double-click it in the lobby&apos;s Games to watch it.</source>
        <translation>%1 hat eine Partie begonnen: Doppelklicken Sie sie in der Lobby unter Partien, um zuzuschauen.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate has changed: not connected.</source>
        <translation>Das Zertifikat des Servers hat sich geändert: nicht verbunden.</translation>
    </message>
    <message>
        <source>Not connected: the server&apos;s certificate is new.</source>
        <translation>Nicht verbunden: Das Zertifikat des Servers ist neu.</translation>
    </message>
    <message>
        <source>Not connected: the certificate was refused.</source>
        <translation>Nicht verbunden: Das Zertifikat wurde abgelehnt.</translation>
    </message>
    <message>
        <source>The certificate could not be remembered in %1.</source>
        <translation>Das Zertifikat konnte nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>The server did not answer with encryption.</source>
        <translation>Der Server hat nicht verschlüsselt geantwortet.</translation>
    </message>
    <message>
        <source>The server closed the connection at once.</source>
        <translation>Der Server hat die Verbindung sofort beendet.</translation>
    </message>
    <message>
        <source>The connection to %1 is lost: connecting again… The game waits; your clock is the server&apos;s.</source>
        <translation>Die Verbindung zu %1 ist verloren: Neuer Versuch… Die Partie wartet; Ihre Uhr führt der Server.</translation>
    </message>
    <message>
        <source>The game goes on at the server: choose Go On to play it.</source>
        <translation>Die Partie läuft auf dem Server weiter: Wählen Sie Weiterspielen, um sie zu spielen.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PlayerPanel</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, %1 left</source>
        <translation>, noch %1</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, am Zug</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 (following)</source>
        <translation>%1 (gefolgt)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PositionEditor</name>
    <message>
        <source>The board is empty: place some pieces.</source>
        <translation>Das Brett ist leer: Setzen Sie Spielsteine.</translation>
    </message>
    <message>
        <source>Impossible position: %1.</source>
        <translation>Unmögliche Stellung: %1.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Brett zum Aufbauen</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece on top of its column; right-click to remove the whole column.</source>
        <translation>Klicken Sie auf ein Feld, um den gewählten Spielstein oben auf dessen Säule zu setzen; ein Rechtsklick entfernt die ganze Säule.</translation>
    </message>
    <message>
        <source>Piece to place</source>
        <translation>Zu setzender Spielstein</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Weißer Stein</translation>
    </message>
    <message>
        <source>Black man</source>
        <translation>Schwarzer Stein</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>S&amp;tart position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Position text</source>
        <translation>Stellungstext</translation>
    </message>
    <message>
        <source>Position te&amp;xt:</source>
        <translation>Stellungs&amp;text:</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>&amp;Von hier spielen</translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation>A&amp;nalysieren</translation>
    </message>
    <message>
        <source>A column holds at most %1 pieces.</source>
        <translation>Eine Säule fasst höchstens %1 Spielsteine.</translation>
    </message>
    <message>
        <source>White is to move but has no move: the game would be over.</source>
        <translation>Weiß ist am Zug, hat aber keinen Zug: Das Spiel wäre sofort vorbei.</translation>
    </message>
    <message>
        <source>Black is to move but has no move: the game would be over.</source>
        <translation>Schwarz ist am Zug, hat aber keinen Zug: Das Spiel wäre sofort vorbei.</translation>
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
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Co&amp;mputer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Brett</translation>
    </message>
    <message>
        <source>Gen&amp;eral</source>
        <translation>Allge&amp;mein</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Neue Spiele</translation>
    </message>
    <message>
        <source>Human against the computer</source>
        <translation>Mensch gegen Computer</translation>
    </message>
    <message>
        <source>Two humans at this screen</source>
        <translation>Zwei Menschen an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Computer gegen Computer</translation>
    </message>
    <message>
        <source>Pl&amp;ayers:</source>
        <translation>Spie&amp;ler:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Sie s&amp;pielen:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation>Remis bei dreifacher &amp;Wiederholung einer Stellung</translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation>Remis nach &amp;30 Halbzügen ohne Schlag oder Steinzug</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>Ask before re&amp;signing</source>
        <translation>Vor dem &amp;Aufgeben nachfragen</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Level&apos;s own</source>
        <translation>Je nach Stufe</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Board t&amp;heme:</source>
        <translation>Brett&amp;design:</translation>
    </message>
    <message>
        <source>&amp;Piece theme:</source>
        <translation>Steindes&amp;ign:</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>&amp;Gültige Züge anzeigen</translation>
    </message>
    <message>
        <source>Show las&amp;t move</source>
        <translation>&amp;Letzten Zug anzeigen</translation>
    </message>
    <message>
        <source>Show coor&amp;dinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>Die Sprache ändert sich beim nächsten Programmstart.</translation>
    </message>
    <message>
        <source>T&amp;urn the board towards the player</source>
        <translation>Brett zum Spieler d&amp;rehen</translation>
    </message>
    <message>
        <source>These apply to the game in progress too.</source>
        <translation>Diese gelten auch für das laufende Spiel.</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Partieanalyse</translation>
    </message>
    <message>
        <source>Time per &amp;position:</source>
        <translation>Zeit pro &amp;Stellung:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Töne abspielen</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Best mo&amp;ves shown:</source>
        <translation>&amp;Angezeigte beste Züge:</translation>
    </message>
    <message>
        <source>Threads searching together in the analysis and the game review</source>
        <translation>Threads, die bei der Analyse und der Partieanalyse gemeinsam suchen</translation>
    </message>
    <message>
        <source>Threads f&amp;or analysis:</source>
        <translation>Threads für die Anal&amp;yse:</translation>
    </message>
    <message>
        <source>&amp;Online</source>
        <translation>&amp;Online</translation>
    </message>
    <message>
        <source>Servers for Play Online</source>
        <translation>Server für „Auf einem Server spielen“</translation>
    </message>
    <message>
        <source>None is built in: add the address of a Bashni server you want to play on. Play Online offers these, the last one used first.</source>
        <translation>Es ist keiner eingebaut: Fügen Sie die Adresse eines Bashni-Servers hinzu, auf dem Sie spielen möchten. Das Online-Spiel bietet diese an, den zuletzt benutzten zuerst.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PuzzleTrainer</name>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>Die Rätsel konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Nochmal</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Nä&amp;chstes Rätsel</translation>
    </message>
    <message>
        <source>Solved! Your move wins just as well.</source>
        <translation>Gelöst! Ihr Zug gewinnt genauso.</translation>
    </message>
    <message>
        <source>Solved! Well done.</source>
        <translation>Gelöst! Gut gemacht.</translation>
    </message>
    <message>
        <source>Retry, or look at the solution.</source>
        <translation>Versuchen Sie es noch einmal, oder sehen Sie sich die Lösung an.</translation>
    </message>
    <message>
        <source>Streak: %1 (best %2)</source>
        <translation>Serie: %1 (beste %2)</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Ihr Zug wird geprüft…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Rätsel %1 von %2</translation>
    </message>
    <message>
        <source>Difficulty: %1 (rated %2)</source>
        <translation>Schwierigkeit: %1 (Wertung %2)</translation>
    </message>
    <message>
        <source>Found by the puzzle generator: %1</source>
        <translation>Vom Rätselgenerator gefunden: %1</translation>
    </message>
    <message>
        <source>Your rating: %1</source>
        <translation>Ihre Wertung: %1</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PuzzlesFeature</name>
    <message>
        <source>Pu&amp;zzles</source>
        <translation>Rätse&amp;l</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ReviewFeature</name>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Partie anal&amp;ysieren</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Evaluation Grap&amp;h</source>
        <translation>Bewe&amp;rtungsgrafik</translation>
    </message>
    <message>
        <source>Review %v/%m</source>
        <translation>Analyse %v/%m</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Partieanalyse</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Analyse abbrechen</translation>
    </message>
    <message>
        <source>Stop Re&amp;view</source>
        <translation>Analyse a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>Analyse abgeschlossen.</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::SeekDialog</name>
    <message>
        <source>New Seek</source>
        <translation>Neues Gesuch</translation>
    </message>
    <message>
        <source>&amp;Rated: the result changes both ratings</source>
        <translation>&amp;Gewertet: Das Ergebnis ändert beide Wertungen</translation>
    </message>
    <message>
        <source>Guests play casual games; log in with an account to play rated ones.</source>
        <translation>Gäste spielen ungewertete Partien; für gewertete mit einem Konto anmelden.</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>Egal</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Uhr:</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>&amp;Ihre Farbe:</translation>
    </message>
    <message>
        <source>&amp;Seek</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Server games are played on a clock with a base time and an increment.</source>
        <translation>Partien auf dem Server werden mit einer Uhr mit Grundzeit und Zuschlag gespielt.</translation>
    </message>
    <message>
        <source>A rated game has a clock: choose one, or make the game casual.</source>
        <translation>Eine gewertete Partie hat eine Uhr: eine wählen oder die Partie ungewertet spielen.</translation>
    </message>
    <message>
        <source>Any rating</source>
        <translation>Jede Wertung</translation>
    </message>
    <message>
        <source>Within %1 of mine</source>
        <translation>Höchstens %1 von meiner entfernt</translation>
    </message>
    <message>
        <source>Guests have no rating: their seeks are open to anybody.</source>
        <translation>Gäste haben keine Wertung: Ihre Gesuche stehen allen offen.</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>G&amp;egner:</translation>
    </message>
</context>
<context>
    <name>bashni::ui::SeeksModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>%1, plays White</source>
        <translation>%1, spielt Weiß</translation>
    </message>
    <message>
        <source>%1, plays Black</source>
        <translation>%1, spielt Schwarz</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ServerEntryDialog</name>
    <message>
        <source>Add Server</source>
        <translation>Server hinzufügen</translation>
    </message>
    <message>
        <source>Edit Server</source>
        <translation>Server bearbeiten</translation>
    </message>
    <message>
        <source>e.g. bashni.example.org or 192.168.1.20:47522</source>
        <translation>z. B. bashni.example.org oder 192.168.1.20:47522</translation>
    </message>
    <message>
        <source>Without &amp;encryption (only for a server on this computer or network that has no certificate)</source>
        <translation>Ohne &amp;Verschlüsselung (nur für einen Server auf diesem Computer oder in diesem Netz ohne Zertifikat)</translation>
    </message>
    <message>
        <source>The address the server&apos;s owner gave you: a name or an IP address, with :PORT when it is not the usual 47522.</source>
        <translation>Die Adresse, die Ihnen der Betreiber des Servers gegeben hat: ein Name oder eine IP-Adresse, mit :PORT, wenn es nicht der übliche 47522 ist.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Not an address: no spaces, and a port is a number from 1 to 65535.</source>
        <translation>Keine Adresse: keine Leerzeichen, und ein Port ist eine Zahl von 1 bis 65535.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ServerListEdit</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>E&amp;dit…</source>
        <translation>Be&amp;arbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>%1 (without encryption)</source>
        <translation>%1 (ohne Verschlüsselung)</translation>
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
        <translation>Mit Zwischenschlag</translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation>Türkischer Schlag</translation>
    </message>
    <message>
        <source>Game Tags</source>
        <translation>Spielangaben</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Veranstaltung:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Set by the moves of the game</source>
        <translation>Ergibt sich aus den Zügen des Spiels</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Exact date</source>
        <translation>Genaues Datum</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Wie angegeben: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>Angabe &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation>Angabe &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Other tags:</source>
        <translation>Weitere An&amp;gaben:</translation>
    </message>
    <message>
        <source>A tag needs a name.</source>
        <translation>Eine Angabe braucht einen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid tag name: use only the letters A-Z and a-z, digits and underscores (_), without spaces.</source>
        <translation>„%1“ ist kein gültiger Name für eine Angabe: Verwenden Sie nur die Buchstaben A-Z und a-z, Ziffern und Unterstriche (_), ohne Leerzeichen.</translation>
    </message>
    <message>
        <source>The %1 tag is written by the program.</source>
        <translation>Die Angabe %1 schreibt das Programm selbst.</translation>
    </message>
    <message>
        <source>The %1 tag has its own field above.</source>
        <translation>Die Angabe %1 hat oben ein eigenes Feld.</translation>
    </message>
    <message>
        <source>The %1 tag is listed twice.</source>
        <translation>Die Angabe %1 steht doppelt in der Liste.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::TimeControlEdit</name>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 Min. + %2 s</translation>
    </message>
    <message>
        <source>%1 s a move</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>Other: minutes and seconds a move</source>
        <translation>Andere: Minuten und Sekunden pro Zug</translation>
    </message>
    <message>
        <source>Other: a fixed time for every move</source>
        <translation>Andere: feste Zeit für jeden Zug</translation>
    </message>
    <message>
        <source>Minutes for the game</source>
        <translation>Minuten für die Partie</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>Sekunden, die nach jedem Zug hinzukommen</translation>
    </message>
    <message>
        <source>min +</source>
        <translation>Min. +</translation>
    </message>
    <message>
        <source>s a move</source>
        <translation>s pro Zug</translation>
    </message>
    <message>
        <source>Seconds for every move</source>
        <translation>Sekunden für jeden Zug</translation>
    </message>
    <message>
        <source>s for every move</source>
        <translation>s für jeden Zug</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>missing side to move: position text starts with &quot;W:&quot; or &quot;B:&quot;</source>
        <translation>fehlende Seite am Zug: Der Stellungstext beginnt mit &quot;W:&quot; oder &quot;B:&quot;</translation>
    </message>
    <message>
        <source>unknown side to move {1}: expected W or B</source>
        <translation>unbekannte Seite am Zug {1}: Erwartet wird W oder B</translation>
    </message>
    <message>
        <source>entry {1} is empty (two commas or a trailing comma)</source>
        <translation>Eintrag {1} ist leer (zwei Kommas hintereinander oder ein Komma am Ende)</translation>
    </message>
    <message>
        <source>entry {1} is empty (a trailing comma)</source>
        <translation>Eintrag {1} ist leer (ein Komma am Ende)</translation>
    </message>
    <message>
        <source>entry {1}: expected SQUARE=COLUMN, for example d4=wb</source>
        <translation>Eintrag {1}: Erwartet wird FELD=SÄULE, zum Beispiel d4=wb</translation>
    </message>
    <message>
        <source>entry {1}: {2} is not a square (a1 to h8)</source>
        <translation>Eintrag {1}: {2} ist kein Feld (a1 bis h8)</translation>
    </message>
    <message>
        <source>entry {1}: {2} is a light square; columns stand on dark squares only</source>
        <translation>Eintrag {1}: {2} ist ein helles Feld; Säulen stehen nur auf dunklen Feldern</translation>
    </message>
    <message>
        <source>entry {1}: {2} is given twice</source>
        <translation>Eintrag {1}: {2} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>entry {1}: the column is empty</source>
        <translation>Eintrag {1}: Die Säule ist leer</translation>
    </message>
    <message>
        <source>entry {1}: a column holds at most 24 pieces (12 a side)</source>
        <translation>Eintrag {1}: Eine Säule fasst höchstens 24 Spielsteine (12 je Seite)</translation>
    </message>
    <message>
        <source>entry {1}: {2} is not a piece (w, W, b or B)</source>
        <translation>Eintrag {1}: {2} ist kein Spielstein (w, W, b oder B)</translation>
    </message>
    <message>
        <source>entry {1}: more than 12 white pieces</source>
        <translation>Eintrag {1}: mehr als 12 weiße Spielsteine</translation>
    </message>
    <message>
        <source>entry {1}: more than 12 black pieces</source>
        <translation>Eintrag {1}: mehr als 12 schwarze Spielsteine</translation>
    </message>
    <message>
        <source>entry {1}: a white man cannot command a column on rank 8 (it would have been crowned)</source>
        <translation>Eintrag {1}: Ein weißer Stein kann nicht oben auf einer Säule auf Reihe 8 stehen (er wäre zur Dame geworden)</translation>
    </message>
    <message>
        <source>entry {1}: a black man cannot command a column on rank 1 (it would have been crowned)</source>
        <translation>Eintrag {1}: Ein schwarzer Stein kann nicht oben auf einer Säule auf Reihe 1 stehen (er wäre zur Dame geworden)</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>kein Zug angegeben</translation>
    </message>
    <message>
        <source>{1} is not a move: expected squares like c3-d4 or c3:e5 ({2} is not a square)</source>
        <translation>{1} ist kein Zug: Erwartet werden Felder wie c3-d4 oder c3:e5 ({2} ist kein Feld)</translation>
    </message>
    <message>
        <source>{1} is not a move: squares are separated by - or :</source>
        <translation>{1} ist kein Zug: Felder werden durch - oder : getrennt</translation>
    </message>
    <message>
        <source>{1} is not a move: expected squares like c3-d4 or c3:e5</source>
        <translation>{1} ist kein Zug: Erwartet werden Felder wie c3-d4 oder c3:e5</translation>
    </message>
    <message>
        <source>{1} is a light square; play is on the dark squares</source>
        <translation>{1} ist ein helles Feld; gespielt wird auf den dunklen Feldern</translation>
    </message>
    <message>
        <source>a move needs at least two squares, as in c3-d4</source>
        <translation>ein Zug braucht mindestens zwei Felder, wie in c3-d4</translation>
    </message>
    <message>
        <source>a move uses either - (quiet) or : (capture), not both</source>
        <translation>ein Zug verwendet entweder - (einfacher Zug) oder : (Schlagzug), nicht beides</translation>
    </message>
    <message>
        <source>a quiet move has two squares (c3-d4); a capture is written with :</source>
        <translation>ein einfacher Zug hat zwei Felder (c3-d4); ein Schlagzug wird mit : geschrieben</translation>
    </message>
    <message>
        <source>the game is over: White has no move</source>
        <translation>das Spiel ist beendet: Weiß hat keinen Zug</translation>
    </message>
    <message>
        <source>the game is over: Black has no move</source>
        <translation>das Spiel ist beendet: Schwarz hat keinen Zug</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the square is empty</source>
        <translation>Sie haben keinen Spielstein auf {1}: Das Feld ist leer</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the column there is White&apos;s</source>
        <translation>Sie haben keinen Spielstein auf {1}: Die Säule dort gehört Weiß</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the column there is Black&apos;s</source>
        <translation>Sie haben keinen Spielstein auf {1}: Die Säule dort gehört Schwarz</translation>
    </message>
    <message>
        <source>a move goes from one square to another</source>
        <translation>ein Zug führt von einem Feld auf ein anderes</translation>
    </message>
    <message>
        <source>{1} is occupied</source>
        <translation>{1} ist besetzt</translation>
    </message>
    <message>
        <source>columns move along a diagonal</source>
        <translation>Säulen ziehen entlang einer Diagonale</translation>
    </message>
    <message>
        <source>a man moves one square diagonally forward</source>
        <translation>ein Stein zieht ein Feld diagonal vorwärts</translation>
    </message>
    <message>
        <source>the way from {1} to {2} is blocked on {3}</source>
        <translation>der Weg von {1} nach {2} ist auf {3} versperrt</translation>
    </message>
    <message>
        <source>that move is not possible here</source>
        <translation>dieser Zug ist hier nicht möglich</translation>
    </message>
    <message>
        <source>capture is compulsory: {1}</source>
        <translation>Schlagzwang: {1}</translation>
    </message>
    <message>
        <source>there is nothing to capture; a quiet move is written with - (c3-d4)</source>
        <translation>es gibt nichts zu schlagen; ein einfacher Zug wird mit - geschrieben (c3-d4)</translation>
    </message>
    <message>
        <source>the column on {1} cannot capture; capture is compulsory: {2}</source>
        <translation>die Säule auf {1} kann nicht schlagen; Schlagzwang: {2}</translation>
    </message>
    <message>
        <source>the capture must be completed: {1}</source>
        <translation>der Schlagzug muss zu Ende geführt werden: {1}</translation>
    </message>
    <message>
        <source>{1} is not a legal capture; the captures from {2} are {3}</source>
        <translation>{1} ist kein gültiger Schlagzug; die Schlagzüge von {2} aus sind {3}</translation>
    </message>
    <message>
        <source>more than one capture fits; give the landing squares: {1}</source>
        <translation>mehr als ein Schlagzug passt; geben Sie die Landefelder an: {1}</translation>
    </message>
    <message>
        <source>the game is already over: {1}</source>
        <translation>das Spiel ist bereits beendet: {1}</translation>
    </message>
    <message>
        <source>The game is not over.</source>
        <translation>Das Spiel ist nicht beendet.</translation>
    </message>
    <message>
        <source>White cannot move: Black wins.</source>
        <translation>Weiß kann nicht ziehen: Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>Black cannot move: White wins.</source>
        <translation>Schwarz kann nicht ziehen: Weiß gewinnt.</translation>
    </message>
    <message>
        <source>The same position occurred three times: a draw.</source>
        <translation>Dieselbe Stellung ist dreimal aufgetreten: Remis.</translation>
    </message>
    <message>
        <source>Fifteen moves each without a capture or a move of a man: a draw.</source>
        <translation>Je fünfzehn Züge ohne Schlag oder Steinzug: Remis.</translation>
    </message>
    <message>
        <source>White resigned: Black wins.</source>
        <translation>Weiß hat aufgegeben: Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>Black resigned: White wins.</source>
        <translation>Schwarz hat aufgegeben: Weiß gewinnt.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Remis durch Vereinbarung.</translation>
    </message>
    <message>
        <source>unbalanced &apos;)&apos;: no variation to close</source>
        <translation>überzählige Klammer &apos;)&apos;: Es ist keine Variante zu schließen</translation>
    </message>
    <message>
        <source>unterminated comment: &apos;{&apos; without &apos;}&apos;</source>
        <translation>nicht abgeschlossener Kommentar: &apos;{&apos; ohne &apos;}&apos;</translation>
    </message>
    <message>
        <source>unterminated variation: &apos;(&apos; without &apos;)&apos;</source>
        <translation>nicht abgeschlossene Variante: &apos;(&apos; ohne &apos;)&apos;</translation>
    </message>
    <message>
        <source>a move number needs a dot: {1}</source>
        <translation>eine Zugnummer braucht einen Punkt: {1}</translation>
    </message>
    <message>
        <source>unknown result {1} (expected 2-0, 0-2, 1-1 or *)</source>
        <translation>unbekanntes Ergebnis {1} (erwartet: 2-0, 0-2, 1-1 oder *)</translation>
    </message>
    <message>
        <source>expected a number after $</source>
        <translation>nach $ wird eine Zahl erwartet</translation>
    </message>
    <message>
        <source>annotation glyph ${1} is out of range</source>
        <translation>Anmerkungszeichen ${1} liegt außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>unexpected character &apos;{1}&apos;</source>
        <translation>unerwartetes Zeichen &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>unexpected byte 0x{1}</source>
        <translation>unerwartetes Byte 0x{1}</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>nach &apos;[&apos; wird der Name einer Angabe erwartet</translation>
    </message>
    <message>
        <source>expected the tag&apos;s value in double quotes</source>
        <translation>erwartet wird der Wert der Angabe in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>unterminated tag: &apos;[&apos; without &apos;]&apos;</source>
        <translation>nicht abgeschlossene Angabe: &apos;[&apos; ohne &apos;]&apos;</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the tag&apos;s value</source>
        <translation>nach dem Wert der Angabe wird &apos;]&apos; erwartet</translation>
    </message>
    <message>
        <source>unterminated string: &apos;&quot;&apos; without a closing &apos;&quot;&apos;</source>
        <translation>nicht abgeschlossene Zeichenkette: &apos;&quot;&apos; ohne schließendes &apos;&quot;&apos;</translation>
    </message>
    <message>
        <source>too many tags in one game (at most {1})</source>
        <translation>zu viele Angaben in einem Spiel (höchstens {1})</translation>
    </message>
    <message>
        <source>unsupported GameType {1}</source>
        <translation>GameType {1} wird nicht unterstützt</translation>
    </message>
    <message>
        <source>unknown rules {1} (standard, intervening or turkish)</source>
        <translation>unbekannte Regeln {1} (standard, intervening oder turkish)</translation>
    </message>
    <message>
        <source>unknown draw rule {1} (repetition, 30-ply or none)</source>
        <translation>unbekannte Remisregel {1} (repetition, 30-ply oder none)</translation>
    </message>
    <message>
        <source>DrawRules lists repetition and/or 30-ply, or is none</source>
        <translation>DrawRules nennt repetition und/oder 30-ply oder ist none</translation>
    </message>
    <message>
        <source>FEN: {1}</source>
        <translation>FEN: {1}</translation>
    </message>
    <message>
        <source>a new game&apos;s tags, but this game has no result (2-0, 0-2, 1-1 or *)</source>
        <translation>Angaben eines neuen Spiels, aber dieses Spiel hat kein Ergebnis (2-0, 0-2, 1-1 oder *)</translation>
    </message>
    <message>
        <source>illegal move {1}: {2}</source>
        <translation>ungültiger Zug {1}: {2}</translation>
    </message>
    <message>
        <source>cannot read the file: {1}</source>
        <translation>die Datei kann nicht gelesen werden: {1}</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe): only files are read</source>
        <translation>keine reguläre Datei (ein Gerät oder eine Pipe): nur Dateien werden gelesen</translation>
    </message>
    <message>
        <source>the file has {1} bytes, more than the {2} a game file may have</source>
        <translation>die Datei hat {1} Bytes, mehr als die {2}, die eine Partiedatei haben darf</translation>
    </message>
    <message>
        <source>only the first {1} games were read: a game file may hold no more</source>
        <translation>nur die ersten {1} Partien wurden gelesen: mehr darf eine Partiedatei nicht enthalten</translation>
    </message>
    <message>
        <source>{1} or {2}</source>
        <translation>{1} oder {2}</translation>
    </message>
    <message>
        <source>{1} or {2} more</source>
        <translation>{1} oder {2} weitere</translation>
    </message>
    <message>
        <source>White lost on time: Black wins.</source>
        <translation>Weiß hat auf Zeit verloren: Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>Black lost on time: White wins.</source>
        <translation>Schwarz hat auf Zeit verloren: Weiß gewinnt.</translation>
    </message>
    <message>
        <source>unknown time control {1} (expected -, seconds plus increment as in 300+3, or seconds per move as in 60/move)</source>
        <translation>unbekannte Bedenkzeit {1} (erwartet -, Sekunden plus Zuschlag wie in 300+3, oder Sekunden pro Zug wie in 60/move)</translation>
    </message>
    <message>
        <source>the tag&apos;s value is too long (at most {1} bytes)</source>
        <translation>der Wert der Angabe ist zu lang (höchstens {1} Bytes)</translation>
    </message>
</context>
</TS>
