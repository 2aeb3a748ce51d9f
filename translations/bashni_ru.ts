<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Выключена</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстрая</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычная</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Медленная</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>White played %1</source>
        <translation>Белые сыграли %1</translation>
    </message>
    <message>
        <source>Black played %1</source>
        <translation>Чёрные сыграли %1</translation>
    </message>
    <message numerus="yes">
        <source>White captured %n: %1</source>
        <translation>
            <numerusform>Белые взяли %n шашку: %1</numerusform>
            <numerusform>Белые взяли %n шашки: %1</numerusform>
            <numerusform>Белые взяли %n шашек: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black captured %n: %1</source>
        <translation>
            <numerusform>Чёрные взяли %n шашку: %1</numerusform>
            <numerusform>Чёрные взяли %n шашки: %1</numerusform>
            <numerusform>Чёрные взяли %n шашек: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Standard</source>
        <translation>Стандартные</translation>
    </message>
    <message>
        <source>Intervening</source>
        <translation>С промежуточным взятием</translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation>Турецкий удар</translation>
    </message>
    <message>
        <source>Each taken piece goes under the capturer at once; a column may be jumped again whenever its top is again an enemy piece.</source>
        <translation>Каждая взятая шашка сразу уходит под бьющую башню; башню можно бить снова, как только наверху у неё опять окажется шашка противника.</translation>
    </message>
    <message>
        <source>As standard, but the column jumped on the previous jump may not be jumped straight away.</source>
        <translation>Как в стандартных правилах, но башню, побитую предыдущим прыжком, нельзя бить сразу же следующим.</translation>
    </message>
    <message>
        <source>Jumped columns stay until the move is complete and may not be jumped twice (the Russian &quot;Turkish strike&quot;).</source>
        <translation>Побитые башни остаются на месте до конца хода, и дважды бить их нельзя («турецкий удар» русских шашек).</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>начальный</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>любительский</translation>
    </message>
    <message>
        <source>club</source>
        <translation>клубный</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Уровень компьютера:</translation>
    </message>
</context>
<context>
    <name>ConnectionQuestions</name>
    <message>
        <source>Server Certificate Changed</source>
        <translation>Сертификат сервера изменился</translation>
    </message>
    <message>
        <source>New Server Certificate</source>
        <translation>Новый сертификат сервера</translation>
    </message>
    <message>
        <source>The certificate of %1 has changed since you last played there.

Before: %2
Now: %3

This may be an attacker between you and the server. Accept the new certificate only if the server&apos;s operator says it changed and its fingerprint is the one above.</source>
        <translation>Сертификат сервера %1 изменился с тех пор, как вы в последний раз играли там.

Раньше: %2
Теперь: %3

Возможно, между вами и сервером находится злоумышленник. Принимайте новый сертификат, только если администратор сервера подтверждает его смену и его отпечаток совпадает с приведённым выше.</translation>
    </message>
    <message>
        <source>The certificates you accepted are kept in %1.</source>
        <translation>Принятые вами сертификаты хранятся в %1.</translation>
    </message>
    <message>
        <source>This is your first connection to %1. No certificate authority vouches for its certificate, whose SHA-256 fingerprint is:

%2

Compare it with the fingerprint the server&apos;s operator publishes (bashni-server prints it at its start). Trust this server?</source>
        <translation>Это ваше первое подключение к %1. Его сертификат не заверен ни одним удостоверяющим центром; отпечаток сертификата SHA-256:

%2

Сравните его с отпечатком, который публикует администратор сервера (bashni-server выводит его при запуске). Доверять этому серверу?</translation>
    </message>
    <message>
        <source>&amp;Accept the New Certificate</source>
        <translation>&amp;Принять новый сертификат</translation>
    </message>
    <message>
        <source>&amp;Trust and Connect</source>
        <translation>&amp;Доверять и подключиться</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>Шифрование</translation>
    </message>
    <message>
        <source>%1 did not answer with encryption (TLS). It may be a server without encryption, which is meant only for this computer or your own network. Connect without encryption?</source>
        <translation>Сервер %1 не ответил с шифрованием (TLS). Возможно, это сервер без шифрования, предназначенный только для этого компьютера или вашей собственной сети. Подключиться без шифрования?</translation>
    </message>
    <message>
        <source>%1 closed the connection at once: it probably expects encryption (TLS). Connect with encryption?</source>
        <translation>Сервер %1 сразу закрыл соединение: вероятно, он ожидает шифрования (TLS). Подключиться с шифрованием?</translation>
    </message>
    <message>
        <source>Connect &amp;Without Encryption</source>
        <translation>Подключиться &amp;без шифрования</translation>
    </message>
    <message>
        <source>Connect &amp;With Encryption</source>
        <translation>Подключиться &amp;с шифрованием</translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message numerus="yes">
        <source>White wins in %n move(s)</source>
        <translation>
            <numerusform>Белые выигрывают за %n ход</numerusform>
            <numerusform>Белые выигрывают за %n хода</numerusform>
            <numerusform>Белые выигрывают за %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n move(s)</source>
        <translation>
            <numerusform>Чёрные выигрывают за %n ход</numerusform>
            <numerusform>Чёрные выигрывают за %n хода</numerusform>
            <numerusform>Чёрные выигрывают за %n ходов</numerusform>
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
        <translation>неточность</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>равенство</translation>
    </message>
    <message>
        <source>White is better by %1</source>
        <translation>У белых перевес %1</translation>
    </message>
    <message>
        <source>Black is better by %1</source>
        <translation>У чёрных перевес %1</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Rules of Bashni</source>
        <translation>Правила игры «Башни»</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Комбинация клавиш</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Комбинации клавиш</translation>
    </message>
    <message>
        <source>About Bashni</source>
        <translation>О программе «Башни»</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bashni %1&lt;/h3&gt;&lt;p&gt;Column draughts: Russian draughts in which captured pieces go under the capturing piece and towers grow.&lt;/p&gt;&lt;p&gt;Play against the computer at ten levels or against a friend; save, replay and study games.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Credits: the Bashni developers; the rules follow the Russian tradition of the game, with three rule sets for taking from the same column again; successor of bashnya 0.1, a two-player SDL program. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Башни %1&lt;/h3&gt;&lt;p&gt;Столбовые шашки: русские шашки, в которых взятые шашки уходят под бьющую шашку и вырастают башни.&lt;/p&gt;&lt;p&gt;Играйте с компьютером на одном из десяти уровней или с другом; сохраняйте, просматривайте и изучайте партии.&lt;/p&gt;&lt;p&gt;Лицензия: GNU General Public License версии 3 или более поздней.&lt;/p&gt;&lt;p&gt;Авторы: разработчики Bashni. Правила следуют русской традиции игры, с тремя вариантами правил повторного взятия из одной башни. Преемник bashnya 0.1, программы на SDL для двух игроков. Собрано с Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Board Cursor: Move</source>
        <translation>Курсор доски: перемещение</translation>
    </message>
    <message>
        <source>Board Cursor: Click Its Square</source>
        <translation>Курсор доски: щелчок по его полю</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>That is not the move this step asks for.</source>
        <translation>Это не тот ход, который нужен на этом шаге.</translation>
    </message>
    <message>
        <source>That is not a capture.</source>
        <translation>Это не взятие.</translation>
    </message>
    <message>
        <source>That capture takes a different number of pieces.</source>
        <translation>Это взятие берёт другое число шашек.</translation>
    </message>
    <message>
        <source>That move crowns no man.</source>
        <translation>После этого хода ни одна шашка не становится дамкой.</translation>
    </message>
    <message>
        <source>That capture leaves the prisoner buried.</source>
        <translation>После этого взятия пленник остаётся погребённым.</translation>
    </message>
    <message>
        <source>After that move you lose a column.</source>
        <translation>После этого хода вы теряете башню.</translation>
    </message>
    <message>
        <source>That move gives the win away.</source>
        <translation>Этот ход упускает победу.</translation>
    </message>
    <message>
        <source>Moving the men</source>
        <translation>Ходы шашек</translation>
    </message>
    <message>
        <source>This is the start. White moves first, and a man steps one square diagonally forward onto an empty square. Make any move.</source>
        <translation>Это начальная позиция. Первыми ходят белые: шашка ходит на одно поле вперёд по диагонали на свободное поле. Сделайте любой ход.</translation>
    </message>
    <message>
        <source>Pick up one of the men on the third row and put it on an empty square in front of it.</source>
        <translation>Возьмите шашку с третьего ряда и поставьте её на свободное поле перед ней.</translation>
    </message>
    <message>
        <source>Only the dark squares are used. Move the man on c3 to d4, the centre of the board.</source>
        <translation>Играют только на тёмных полях. Переставьте шашку с c3 на d4, в центр доски.</translation>
    </message>
    <message>
        <source>d4 is diagonally up and to the right of c3.</source>
        <translation>Поле d4 — по диагонали вверх и вправо от c3.</translation>
    </message>
    <message>
        <source>That goes to b4. Aim for d4, to the right.</source>
        <translation>Это ход на b4. Нужно на d4, вправо.</translation>
    </message>
    <message>
        <source>Move the man on c3, not another one.</source>
        <translation>Ходите шашкой с c3, а не другой.</translation>
    </message>
    <message>
        <source>Forward to the right of e3 is f4.</source>
        <translation>Вперёд вправо от e3 — поле f4.</translation>
    </message>
    <message>
        <source>That is forward to the left. Try f4.</source>
        <translation>Это вперёд влево. Попробуйте f4.</translation>
    </message>
    <message>
        <source>Capturing is compulsory</source>
        <translation>Бить обязательно</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy column next to it onto the empty square behind. When you can capture, you must. Capture the black man on d4.</source>
        <translation>Шашка бьёт, перепрыгивая через соседнюю башню противника на свободное поле за ней. Если можно бить, бить обязательно. Побейте чёрную шашку на d4.</translation>
    </message>
    <message>
        <source>The man on c3 jumps over d4 and lands on e5.</source>
        <translation>Шашка с c3 перепрыгивает через d4 и встаёт на e5.</translation>
    </message>
    <message>
        <source>Men capture backward too, and that capture is just as compulsory.</source>
        <translation>Шашки бьют и назад, и такое взятие тоже обязательно.</translation>
    </message>
    <message>
        <source>The man on e5 jumps back over d4 to c3.</source>
        <translation>Шашка с e5 бьёт назад через d4 на c3.</translation>
    </message>
    <message>
        <source>Two of your men can capture d4. You may choose either one.</source>
        <translation>Бить d4 могут две ваши шашки. Выбирайте любую.</translation>
    </message>
    <message>
        <source>Jump from c3 to e5, or from e3 to c5.</source>
        <translation>Бейте с c3 на e5 или с e3 на c5.</translation>
    </message>
    <message>
        <source>Captured pieces go under</source>
        <translation>Побитые шашки уходят под низ</translation>
    </message>
    <message>
        <source>Nothing ever leaves the board. A captured man goes under the man that took it, and the two stand as one column. Capture d4.</source>
        <translation>С доски ничего не уходит. Побитая шашка встаёт под ту, что её побила, и вместе они образуют башню. Побейте d4.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4 to e5.</source>
        <translation>Бейте с c3 через d4 на e5.</translation>
    </message>
    <message>
        <source>Your column on c3 has a black man under a white one. The top piece decides: the column is yours and moves like a man. Move it to d4.</source>
        <translation>В вашей башне на c3 под белой шашкой лежит чёрная. Решает верхняя шашка: башня ваша и ходит как простая шашка. Сходите ею на d4.</translation>
    </message>
    <message>
        <source>The whole column moves together, one square forward to d4.</source>
        <translation>Вся башня ходит целиком, на одно поле вперёд, на d4.</translation>
    </message>
    <message>
        <source>That is b4. Move the column to d4.</source>
        <translation>Это b4. Сходите башней на d4.</translation>
    </message>
    <message>
        <source>The column on d4 holds two black men. A capture takes only the top one; the man below stays on d4. Capture it.</source>
        <translation>Башня на d4 состоит из двух чёрных шашек. Взятие забирает только верхнюю, нижняя остаётся на d4. Побейте её.</translation>
    </message>
    <message>
        <source>Several captures in one move</source>
        <translation>Несколько взятий за один ход</translation>
    </message>
    <message>
        <source>After a jump, if your column can jump again, it must, in the same move. Take both black men.</source>
        <translation>Если после прыжка башня может бить дальше, она обязана бить в том же ходу. Побейте обе чёрные шашки.</translation>
    </message>
    <message>
        <source>Jump from c3 to e5, then on over f6 to g7.</source>
        <translation>Бейте с c3 на e5, а затем дальше через f6 на g7.</translation>
    </message>
    <message>
        <source>You may choose any capture, short or long; nothing forces the longest. Here choose the one that takes two men.</source>
        <translation>Можно выбрать любое взятие, короткое или длинное: бить больше не обязательно. Здесь выберите то, что берёт две шашки.</translation>
    </message>
    <message>
        <source>Over d4 and then over f6.</source>
        <translation>Через d4, а затем через f6.</translation>
    </message>
    <message>
        <source>That takes only one man. The way over d4 takes two.</source>
        <translation>Так берётся только одна шашка. Через d4 можно взять две.</translation>
    </message>
    <message>
        <source>Both captures take one man, but after one of them Black takes your column back. Find the capture that keeps it.</source>
        <translation>Оба взятия берут по одной шашке, но после одного из них чёрные отбивают вашу башню. Найдите взятие, которое её сохраняет.</translation>
    </message>
    <message>
        <source>Look at what the black man on f6 could do next.</source>
        <translation>Посмотрите, что потом сможет сделать чёрная шашка на f6.</translation>
    </message>
    <message>
        <source>From e5 your column can be taken by f6, which lands on the empty d4.</source>
        <translation>На e5 вашу башню побьёт шашка с f6, встав на освободившееся поле d4.</translation>
    </message>
    <message>
        <source>Freeing prisoners</source>
        <translation>Освобождение пленных</translation>
    </message>
    <message>
        <source>The column on d4 has two white men under a black one. Take its top and they are yours again.</source>
        <translation>В башне на d4 под чёрной шашкой лежат две белые. Побейте верхнюю, и они снова ваши.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4. The black man comes with you; the white men are free again.</source>
        <translation>Бейте с c3 через d4. Чёрная шашка уходит с вами, а белые снова свободны.</translation>
    </message>
    <message>
        <source>A white man is a prisoner on d4. Make the capture that frees the white man on d4.</source>
        <translation>На d4 в плену белая шашка. Сделайте взятие, которое освобождает белую шашку на d4.</translation>
    </message>
    <message>
        <source>Of your two captures, take the one over d4.</source>
        <translation>Из двух взятий выберите то, что через d4.</translation>
    </message>
    <message>
        <source>That capture leaves the prisoner on d4 buried.</source>
        <translation>После этого взятия пленник на d4 остаётся погребённым.</translation>
    </message>
    <message>
        <source>A buried king stays a king. Free the white king under the black man on d4.</source>
        <translation>Погребённая дамка остаётся дамкой. Освободите белую дамку из-под чёрной шашки на d4.</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>Превращение в дамку</translation>
    </message>
    <message>
        <source>A man that reaches the far row becomes a king. Crown your man.</source>
        <translation>Шашка, дошедшая до последнего ряда, становится дамкой. Проведите свою шашку в дамки.</translation>
    </message>
    <message>
        <source>Step from c7 to b8 or d8.</source>
        <translation>Сходите с c7 на b8 или d8.</translation>
    </message>
    <message>
        <source>Only the top piece is crowned; the prisoners under it stay men. Crown the column.</source>
        <translation>В дамки превращается только верхняя шашка, пленники под ней остаются простыми. Проведите башню в дамки.</translation>
    </message>
    <message>
        <source>Step from c7 to the last row.</source>
        <translation>Сходите с c7 на последний ряд.</translation>
    </message>
    <message>
        <source>A man crowned in the middle of a capture goes on capturing as a king in the same move. Take g7 and go on.</source>
        <translation>Шашка, ставшая дамкой посреди взятия, продолжает бить уже как дамка в том же ходу. Побейте g7 и бейте дальше.</translation>
    </message>
    <message>
        <source>Jump from h6 over g7 to f8, then fly on as a king over c5 or back over g7.</source>
        <translation>Бейте с h6 через g7 на f8, а затем дамкой дальше через c5 или обратно через g7.</translation>
    </message>
    <message>
        <source>The flying king</source>
        <translation>Дальнобойная дамка</translation>
    </message>
    <message>
        <source>A king moves any number of empty squares along a diagonal, forward or backward. Fly from a1 to h8 in one move.</source>
        <translation>Дамка ходит на любое число свободных полей по диагонали, вперёд или назад. Пройдите с a1 на h8 за один ход.</translation>
    </message>
    <message>
        <source>The long diagonal from a1 runs all the way to h8.</source>
        <translation>Большая диагональ идёт от a1 до самого h8.</translation>
    </message>
    <message>
        <source>A good king move, but the task is to reach h8.</source>
        <translation>Хороший ход дамкой, но задача — дойти до h8.</translation>
    </message>
    <message>
        <source>A king captures from afar: it jumps an enemy column anywhere on its diagonal and lands on any empty square behind it. Capture e5.</source>
        <translation>Дамка бьёт издалека: она перепрыгивает башню противника в любом месте своей диагонали и встаёт на любое свободное поле за ней. Побейте e5.</translation>
    </message>
    <message>
        <source>Fly from a1 over e5 and land on f6, g7 or h8.</source>
        <translation>Бейте с a1 через e5 на f6, g7 или h8.</translation>
    </message>
    <message>
        <source>If the king can capture again from one of its landing squares, it must land there. Take both black men.</source>
        <translation>Если с одного из полей за побитой башней дамка может бить дальше, она обязана встать на него. Побейте обе чёрные шашки.</translation>
    </message>
    <message>
        <source>Jump c3 and land on e5: from there the king can take f4.</source>
        <translation>Побейте c3 и встаньте на e5: оттуда дамка может взять f4.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Выигрыш и ничья</translation>
    </message>
    <message>
        <source>A player who cannot move loses. Take Black&apos;s last column and Black has nothing left to move.</source>
        <translation>Кто не может сделать ход, проигрывает. Побейте последнюю башню чёрных, и им нечем будет ходить.</translation>
    </message>
    <message>
        <source>Jump from c3 over d4.</source>
        <translation>Бейте с c3 через d4.</translation>
    </message>
    <message>
        <source>A player whose columns are all blocked loses too. Find the move that leaves Black no move at all.</source>
        <translation>Проигрывает и тот, чьи башни все заперты. Найдите ход, после которого у чёрных не останется ни одного хода.</translation>
    </message>
    <message>
        <source>Fill b2 so that the black man can neither step there nor jump it.</source>
        <translation>Займите b2, чтобы чёрная шашка не могла ни пойти туда, ни побить её.</translation>
    </message>
    <message>
        <source>Now a3 can jump b2 and land on the empty c1.</source>
        <translation>Теперь a3 бьёт b2 и встаёт на пустое поле c1.</translation>
    </message>
    <message>
        <source>Black can still move after that. Look at b2.</source>
        <translation>После этого у чёрных ещё есть ход. Посмотрите на b2.</translation>
    </message>
    <message>
        <source>Some games cannot be won. A game is drawn when the same position comes for the third time, or after 30 plies in which only kings moved and nothing was captured. Make any move.</source>
        <translation>Некоторые партии выиграть нельзя. Ничья наступает, когда одна и та же позиция возникает в третий раз или после 30 полуходов, в которых ходили только дамки и никто ничего не бил. Сделайте любой ход.</translation>
    </message>
    <message>
        <source>Any king move will do.</source>
        <translation>Подойдёт любой ход дамкой.</translation>
    </message>
    <message>
        <source>Three ways to re-take</source>
        <translation>Три правила повторного взятия</translation>
    </message>
    <message>
        <source>The old sources disagree about jumping a column again in the same move, so you choose a rule set for each game. Under the standard rules a taken piece goes under at once and frees its square. Take both black kings.</source>
        <translation>Старые источники расходятся в том, можно ли бить башню повторно в том же ходу, поэтому правила выбираются для каждой партии. По стандартным правилам побитая шашка сразу уходит под низ и освобождает своё поле. Побейте обе чёрные дамки.</translation>
    </message>
    <message>
        <source>Take e3, fly back through the emptied e3 and f4, and take g5.</source>
        <translation>Побейте e3, вернитесь через опустевшие e3 и f4 и побейте g5.</translation>
    </message>
    <message>
        <source>Under the Turkish strike the jumped columns stay until the move is over and block the way back. The same position: here only one king can be taken.</source>
        <translation>При турецком ударе побитые башни стоят до конца хода и закрывают обратный путь. Та же позиция: здесь можно взять только одну дамку.</translation>
    </message>
    <message>
        <source>Take either king; there is no way on.</source>
        <translation>Побейте любую из дамок; дальше бить нельзя.</translation>
    </message>
    <message>
        <source>Under the standard rules a column may be jumped again as soon as its top is an enemy once more, even at once. Jump b4 twice.</source>
        <translation>По стандартным правилам башню можно бить снова, как только наверху опять шашка противника, даже сразу. Побейте b4 дважды.</translation>
    </message>
    <message>
        <source>Jump b4, then straight back over it.</source>
        <translation>Побейте b4, а затем сразу обратно через неё.</translation>
    </message>
    <message>
        <source>That takes g7. Jump the column on b4 twice instead.</source>
        <translation>Так берётся g7. Побейте лучше башню на b4 дважды.</translation>
    </message>
    <message>
        <source>Under the intervening rule a column may not be jumped on two jumps in a row. So the king must land where it can take g7.</source>
        <translation>При промежуточном взятии одну башню нельзя бить двумя прыжками подряд. Поэтому дамка должна встать туда, откуда может взять g7.</translation>
    </message>
    <message>
        <source>Jump b4 and land on f8, then take g7.</source>
        <translation>Побейте b4, встаньте на f8, затем возьмите g7.</translation>
    </message>
    <message>
        <source>A first endgame</source>
        <translation>Первый эндшпиль</translation>
    </message>
    <message>
        <source>Two kings against one man. Win against the computer: catch the man.</source>
        <translation>Две дамки против одной шашки. Выиграйте у компьютера: поймайте шашку.</translation>
    </message>
    <message>
        <source>Use both kings to close the diagonals in front of the man, then capture it.</source>
        <translation>Перекройте обеими дамками диагонали перед шашкой, а затем побейте её.</translation>
    </message>
    <message>
        <source>You must capture f6, but where you land matters. Then win the game.</source>
        <translation>Бить f6 обязательно, но важно, где вы встанете. Затем выиграйте партию.</translation>
    </message>
    <message>
        <source>On g7 the man on h6 could capture your king. Land on h8.</source>
        <translation>На g7 вашу дамку могла бы побить шашка с h6. Встаньте на h8.</translation>
    </message>
    <message>
        <source>On g7 the black man on h6 jumps your king.</source>
        <translation>На g7 чёрная шашка с h6 бьёт вашу дамку.</translation>
    </message>
    <message>
        <source>A king and a man against two men. Win the game.</source>
        <translation>Дамка и шашка против двух шашек. Выиграйте партию.</translation>
    </message>
    <message>
        <source>Offer your man on f4: g5 must take it, and then your king is ready.</source>
        <translation>Отдайте шашку на f4: g5 обязана её побить, и тогда в дело вступает ваша дамка.</translation>
    </message>
    <message>
        <source>A man never steps backward. Move the man on e3 forward to the right.</source>
        <translation>Простая шашка никогда не ходит назад. Сходите шашкой с e3 вперёд вправо.</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>Pick up one of your columns first.</source>
        <translation>Сначала выберите одну из своих башен.</translation>
    </message>
    <message>
        <source>The column on %1 is not yours.</source>
        <translation>Башня на поле %1 не ваша.</translation>
    </message>
    <message>
        <source>There is no move to make.</source>
        <translation>Ходов нет.</translation>
    </message>
    <message>
        <source>The column on %1 has no move.</source>
        <translation>У башни на поле %1 нет ходов.</translation>
    </message>
    <message>
        <source>Several captures end on %1: click the squares where it lands on the way.</source>
        <translation>На поле %1 заканчивается несколько взятий: щёлкните по очереди поля, на которые бьющая башня встаёт по пути.</translation>
    </message>
    <message>
        <source>The capture cannot go to %1.</source>
        <translation>Бить на поле %1 нельзя.</translation>
    </message>
    <message>
        <source>The column on %1 cannot move to %2.</source>
        <translation>Башня с поля %1 не может пойти на %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last of several squares</comment>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>Capture is compulsory: %1 can capture.</source>
        <translation>Бить обязательно, бить можно с %1.</translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message>
        <source>clipboard</source>
        <translation>буфер обмена</translation>
    </message>
</context>
<context>
    <name>ProblemReport</name>
    <message numerus="yes">
        <source>… and %n more (see the details).</source>
        <translation>
            <numerusform>… и ещё %n (см. подробности).</numerusform>
            <numerusform>… и ещё %n (см. подробности).</numerusform>
            <numerusform>… и ещё %n (см. подробности).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleTrainer</name>
    <message>
        <source>White to move: find the winning move</source>
        <translation>Ход белых: найдите выигрывающий ход</translation>
    </message>
    <message>
        <source>Black to move: find the winning move</source>
        <translation>Ход чёрных: найдите выигрывающий ход</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкая</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средняя</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Трудная</translation>
    </message>
    <message>
        <source>%1 does not win.</source>
        <translation>%1 не выигрывает.</translation>
    </message>
    <message>
        <source>After %1 comes %2, and the opponent wins.</source>
        <translation>На %1 следует %2, и соперник выигрывает.</translation>
    </message>
    <message numerus="yes">
        <source>After %1 comes %2, and the opponent is about %n man(s) ahead.</source>
        <translation>
            <numerusform>На %1 следует %2, и соперник впереди примерно на %n шашку.</numerusform>
            <numerusform>На %1 следует %2, и соперник впереди примерно на %n шашки.</numerusform>
            <numerusform>На %1 следует %2, и соперник впереди примерно на %n шашек.</numerusform>
        </translation>
    </message>
    <message>
        <source>After %1 comes %2, and the win is gone.</source>
        <translation>На %1 следует %2, и выигрыша больше нет.</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Решение: %1</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Bashni: column draughts for the desktop.</source>
        <translation>Башни: столбовые шашки для рабочего стола.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ФАЙЛ</translation>
    </message>
    <message>
        <source>A game file to open (.pdn).</source>
        <translation>Файл партии для открытия (.pdn).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[ФАЙЛ]</translation>
    </message>
    <message>
        <source>Bashni</source>
        <translation>Башни</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Wood</source>
        <translation>Дерево</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокая контрастность</translation>
    </message>
</context>
<context>
    <name>TowerItem</name>
    <message>
        <source>white man</source>
        <translation>белая шашка</translation>
    </message>
    <message>
        <source>black man</source>
        <translation>чёрная шашка</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>белая дамка</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>чёрная дамка</translation>
    </message>
    <message>
        <source>Top to bottom: %1</source>
        <translation>Сверху вниз: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n white men</source>
        <translation>
            <numerusform>%n белая шашка</numerusform>
            <numerusform>%n белые шашки</numerusform>
            <numerusform>%n белых шашек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black men</source>
        <translation>
            <numerusform>%n чёрная шашка</numerusform>
            <numerusform>%n чёрные шашки</numerusform>
            <numerusform>%n чёрных шашек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white kings</source>
        <translation>
            <numerusform>%n белая дамка</numerusform>
            <numerusform>%n белые дамки</numerusform>
            <numerusform>%n белых дамок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black kings</source>
        <translation>
            <numerusform>%n чёрная дамка</numerusform>
            <numerusform>%n чёрные дамки</numerusform>
            <numerusform>%n чёрных дамок</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1; ниже: %2</translation>
    </message>
</context>
<context>
    <name>bashni::ui::AnalysisPanel</name>
    <message>
        <source>Let the computer study the position on the board (A)</source>
        <translation>Поручить компьютеру анализ позиции на доске (A)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Остановить анализ</translation>
    </message>
    <message>
        <source>Start the analysis</source>
        <translation>Начать анализ</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Идёт анализ…</translation>
    </message>
    <message>
        <source>Depth %1 · %2</source>
        <translation>Глубина %1 · %2</translation>
    </message>
    <message>
        <source>The analysis goes on after the computer&apos;s move.</source>
        <translation>Анализ продолжится после хода компьютера.</translation>
    </message>
    <message>
        <source>The computer&apos;s view of the position on the board</source>
        <translation>Оценка позиции на доске компьютером</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Вариант %1</translation>
    </message>
    <message>
        <source>%1 M nodes/s</source>
        <comment>millions of positions searched a second</comment>
        <translation>%1 млн узлов/с</translation>
    </message>
    <message>
        <source>%1 k nodes/s</source>
        <comment>thousands of positions searched a second</comment>
        <translation>%1 тыс. узлов/с</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>The computer&apos;s view of the balance: White&apos;s share from the left</source>
        <translation>Оценка компьютера: доля белых слева</translation>
    </message>
</context>
<context>
    <name>bashni::ui::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ChatDock</name>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>Say something and press Enter</source>
        <translation>Напишите что-нибудь и нажмите Enter</translation>
    </message>
</context>
<context>
    <name>bashni::ui::DirectPlay</name>
    <message>
        <source>Host Ne&amp;twork Game…</source>
        <translation>Создать с&amp;етевую игру…</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Подк&amp;лючиться к сетевой игре…</translation>
    </message>
    <message>
        <source>Network play is not available: %1</source>
        <translation>Игра по сети недоступна: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Host Network Game</source>
        <translation>Создать сетевую игру</translation>
    </message>
    <message>
        <source>This game was adjourned. Host it again, for the same friend to join and play on?</source>
        <translation>Эта партия отложена. Создать её снова, чтобы тот же друг подключился и игра продолжилась?</translation>
    </message>
    <message>
        <source>Cannot host a game on port %1: %2. Another program may be using this port.</source>
        <translation>Не удаётся создать игру на порту %1: %2. Возможно, этот порт занят другой программой.</translation>
    </message>
    <message>
        <source>Waiting for your friend to join: address %1, port %2.</source>
        <translation>Ожидание друга: адрес %1, порт %2.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Connecting to %1, port %2…</source>
        <translation>Подключение к %1, порт %2…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Нет соединения</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Соединение с %1</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Партия продолжается.</translation>
    </message>
    <message>
        <source>The game against %1 begins.</source>
        <translation>Партия с %1 начинается.</translation>
    </message>
    <message>
        <source>%1 declined the game: %2</source>
        <translation>%1 отказался от партии: %2</translation>
    </message>
    <message>
        <source>%1 has left; the game is adjourned.</source>
        <translation>%1 ушёл; партия отложена.</translation>
    </message>
    <message>
        <source>The opponent&apos;s program sent a wrong message (%1): the connection is closed, the game is unchanged.</source>
        <translation>Программа соперника прислала неверное сообщение (%1): соединение закрыто, партия не изменилась.</translation>
    </message>
    <message>
        <source>Connection lost — waiting for the opponent.</source>
        <translation>Соединение потеряно — ожидание соперника.</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 предлагает ничью. Принять?</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1 отклоняет ничью.</translation>
    </message>
    <message>
        <source>%1 asks to take back their last move. Do you agree?</source>
        <translation>%1 просит вернуть свой последний ход. Согласны?</translation>
    </message>
    <message>
        <source>%1 declines the takeback.</source>
        <translation>%1 не разрешает вернуть ход.</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>&amp;Подключиться снова</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <source>Stop &amp;Hosting</source>
        <translation>&amp;Прекратить ожидание</translation>
    </message>
    <message>
        <source>The host did not let you in: it has a guest already, or its game waits for the player who began it.</source>
        <translation>Создавший игру вас не впустил: у него уже есть соперник, или его партия ждёт игрока, который её начал.</translation>
    </message>
    <message>
        <source>The other program is an older or newer Bashni that speaks another version of the network protocol. Both players need Bashni 0.4 or later.</source>
        <translation>Другая программа — более старая или более новая версия Bashni, которая говорит на другой версии сетевого протокола. Обоим игрокам нужен Bashni 0.4 или новее.</translation>
    </message>
    <message>
        <source>The connection ended: %1</source>
        <translation>Соединение прервано: %1</translation>
    </message>
    <message>
        <source>Your network game against %1 is adjourned. Rejoin it now?</source>
        <translation>Ваша сетевая партия против %1 отложена. Вернуться в неё сейчас?</translation>
    </message>
    <message>
        <source>Your network game against %1 is adjourned. Host it again, for %1 to come back?</source>
        <translation>Ваша сетевая партия против %1 отложена. Создать её снова, чтобы %1 мог(ла) вернуться?</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Вернуться</translation>
    </message>
    <message>
        <source>&amp;Host Again</source>
        <translation>Создать &amp;снова</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Не сейчас</translation>
    </message>
    <message>
        <source>%1 has left. The game is over.</source>
        <translation>%1 ушёл. Партия окончена.</translation>
    </message>
    <message>
        <source>The game is adjourned: host it again or rejoin it to play on.</source>
        <translation>Партия отложена: создайте её снова или вернитесь в неё, чтобы продолжить.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EngineSeat</name>
    <message>
        <source>Computer (level %1)</source>
        <translation>Компьютер (уровень %1)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
</context>
<context>
    <name>bashni::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>not analysed</source>
        <translation>ещё не оценено</translation>
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
        <translation>Нет ходов для показа</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameController</name>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Wait: the computer is to move.</source>
        <translation>Подождите: ходит компьютер.</translation>
    </message>
    <message>
        <source>Not a move here: %1</source>
        <translation>Здесь такой ход невозможен: %1</translation>
    </message>
    <message>
        <source>The game is paused: press P to play on.</source>
        <translation>Игра на паузе: нажмите P, чтобы продолжить.</translation>
    </message>
    <message>
        <source>Go to the last move to play on.</source>
        <translation>Перейдите к последнему ходу, чтобы продолжить игру.</translation>
    </message>
    <message>
        <source>Wait: your opponent is to move.</source>
        <translation>Подождите: ходит соперник.</translation>
    </message>
    <message>
        <source>Your move could not be sent: the board shows the game as it stands there.</source>
        <translation>Не удалось отправить ваш ход: доска показывает партию в том виде, в каком она там.</translation>
    </message>
    <message>
        <source>Your opponent is asked to allow the takeback…</source>
        <translation>Соперника просят разрешить вернуть ход…</translation>
    </message>
    <message>
        <source>Your draw offer was sent.</source>
        <translation>Предложение ничьей отправлено.</translation>
    </message>
    <message>
        <source>The board did not agree with the game&apos;s record where it is kept: it shows that record now.</source>
        <translation>Доска не совпадала с записью партии там, где запись хранится: теперь доска показывает эту запись.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameFiles</name>
    <message>
        <source>the file has changed since its games were listed; open it again</source>
        <translation>файл изменился после того, как были показаны его партии; откройте его снова</translation>
    </message>
</context>
<context>
    <name>bashni::ui::GamePicker</name>
    <message>
        <source>Open Game from %1</source>
        <translation>Открыть партию из %1</translation>
    </message>
    <message>
        <source>Games in %1: %2</source>
        <translation>Партий в %1: %2</translation>
    </message>
    <message>
        <source>Player, event, date, result...</source>
        <translation>Игрок, турнир, дата, результат...</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Фильтр:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
</context>
<context>
    <name>bashni::ui::HostDialog</name>
    <message>
        <source>Host Network Game</source>
        <translation>Создать сетевую игру</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>По жребию</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ва&amp;ше имя:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>&amp;Вы играете:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Часы:</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Создать</translation>
    </message>
</context>
<context>
    <name>bashni::ui::JoinDialog</name>
    <message>
        <source>Join Network Game</source>
        <translation>Подключиться к сетевой игре</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>адрес:порт</translation>
    </message>
    <message>
        <source>&amp;Look Again</source>
        <translation>Искать &amp;снова</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <source>&amp;Games on the local network:</source>
        <translation>&amp;Игры в локальной сети:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>%1 — %2, %3 — %4</source>
        <translation>%1 — %2, %3 — %4</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ва&amp;ше имя:</translation>
    </message>
    <message>
        <source>Looking for games on the local network…</source>
        <translation>Ищем партии в локальной сети…</translation>
    </message>
    <message>
        <source>No game found on the local network: type the host&apos;s address.</source>
        <translation>В локальной сети партий не найдено: введите адрес хозяина.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonList</name>
    <message>
        <source>Lessons</source>
        <translation>Уроки</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Пройден</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonOffer</name>
    <message>
        <source>New to Bashni? Learn the rules by playing.</source>
        <translation>Впервые играете в «Башни»? Изучите правила в игре.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonPlay</name>
    <message>
        <source>Well done: that is right.</source>
        <translation>Отлично, это верно.</translation>
    </message>
    <message>
        <source>You won the game. Well done!</source>
        <translation>Вы выиграли партию. Отлично!</translation>
    </message>
    <message>
        <source>You cannot move: the computer has won. Try again.</source>
        <translation>Вам нечем ходить: компьютер выиграл. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>%1 The win slipped away: try again.</source>
        <translation>%1 Выигрыш упущен: попробуйте ещё раз.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonWindow</name>
    <message>
        <source>Learn to Play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>The computer answers %1. Your move.</source>
        <translation>Компьютер отвечает %1. Ваш ход.</translation>
    </message>
    <message>
        <source>The lessons could not be read: %1</source>
        <translation>Не удалось прочитать уроки: %1</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>Ещё &amp;раз</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>Пре&amp;дыдущий шаг</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Следующий шаг</translation>
    </message>
    <message>
        <source>&amp;Restart Lesson</source>
        <translation>&amp;Начать урок заново</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>You have finished this lesson: on to the next one.</source>
        <translation>Урок пройден: переходите к следующему.</translation>
    </message>
    <message>
        <source>You have finished the last lesson.</source>
        <translation>Вы прошли последний урок.</translation>
    </message>
    <message>
        <source>&amp;Next Lesson</source>
        <translation>&amp;Следующий урок</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LessonsFeature</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Научиться играть</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyDock</name>
    <message>
        <source>Lobby</source>
        <translation>Лобби</translation>
    </message>
    <message>
        <source>&amp;Seeks</source>
        <translation>&amp;Вызовы</translation>
    </message>
    <message>
        <source>G&amp;ames</source>
        <translation>&amp;Партии</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>&amp;Игроки</translation>
    </message>
    <message>
        <source>Double-click a seek to play it</source>
        <translation>Дважды щёлкните вызов, чтобы принять его</translation>
    </message>
    <message>
        <source>Double-click a game to watch it</source>
        <translation>Дважды щёлкните партию, чтобы смотреть её</translation>
    </message>
    <message>
        <source>&amp;New Seek…</source>
        <translation>&amp;Новый вызов…</translation>
    </message>
    <message>
        <source>&amp;Cancel Seeks</source>
        <translation>&amp;Отозвать вызовы</translation>
    </message>
    <message>
        <source>&amp;Log Out</source>
        <translation>В&amp;ыйти</translation>
    </message>
    <message>
        <source>&amp;Seeks (%1)</source>
        <translation>&amp;Вызовы (%1)</translation>
    </message>
    <message>
        <source>G&amp;ames (%1)</source>
        <translation>&amp;Партии (%1)</translation>
    </message>
    <message>
        <source>Pla&amp;yers (%1)</source>
        <translation>&amp;Игроки (%1)</translation>
    </message>
    <message>
        <source>&amp;My Games…</source>
        <translation>&amp;Мои партии…</translation>
    </message>
    <message>
        <source>Your finished games on this server, to review or save</source>
        <translation>Ваши завершённые партии на этом сервере — для разбора или сохранения</translation>
    </message>
    <message>
        <source>Double-click a player to follow their games: each opens here to watch</source>
        <translation>Двойной щелчок по игроку — следить за его партиями: каждая откроется здесь для просмотра</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyGamesModel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
</context>
<context>
    <name>bashni::ui::LobbyModel</name>
    <message>
        <source>untimed</source>
        <translation>без часов</translation>
    </message>
    <message>
        <source>%1+%2</source>
        <translation>%1+%2</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>гость</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>rated</source>
        <translation>рейтинговая</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>любительский</translation>
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
        <translation>Игра по интернету</translation>
    </message>
    <message>
        <source>server address, e.g. bashni.example.org</source>
        <translation>адрес сервера, например bashni.example.org</translation>
    </message>
    <message>
        <source>Without encryption (only for a server on this computer or network that has no certificate)</source>
        <translation>Без шифрования (только для сервера на этом компьютере или в своей сети без сертификата)</translation>
    </message>
    <message>
        <source>With my &amp;account</source>
        <translation>С моей &amp;учётной записью</translation>
    </message>
    <message>
        <source>As a &amp;guest (casual games only)</source>
        <translation>Как &amp;гость (только товарищеские партии)</translation>
    </message>
    <message>
        <source>&amp;Create this account now</source>
        <translation>&amp;Создать эту учётную запись</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>С&amp;ервер:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Пароль:</translation>
    </message>
    <message>
        <source>&amp;Log In</source>
        <translation>&amp;Войти</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address: a name such as bashni.example.org, with :PORT when it is not the usual 47522.</source>
        <translation>Введите адрес сервера: имя вроде bashni.example.org, с :ПОРТ, если порт не обычный 47522.</translation>
    </message>
    <message>
        <source>A name is 2 to 20 letters, digits, _ or -, and starts with a letter.</source>
        <translation>Имя — от 2 до 20 латинских букв, цифр, _ или -, начинается с буквы.</translation>
    </message>
    <message>
        <source>A password is 8 to 128 characters.</source>
        <translation>Пароль — от 8 до 128 символов.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MainWindow</name>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Компьютер соглашается на ничью.</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>Компьютер отказывается от ничьей.</translation>
    </message>
    <message>
        <source>Computer thinking</source>
        <translation>Компьютер думает</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message numerus="yes">
        <source>Playing here replaces the %n later move(s) of this game. Play on from here?</source>
        <translation>
            <numerusform>Ход здесь заменит %n последующий ход этой партии. Продолжить игру отсюда?</numerusform>
            <numerusform>Ход здесь заменит %n последующих хода этой партии. Продолжить игру отсюда?</numerusform>
            <numerusform>Ход здесь заменит %n последующих ходов этой партии. Продолжить игру отсюда?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, top to bottom: %2</source>
        <translation>%1, сверху вниз: %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Replay: White to move</source>
        <translation>Просмотр: ход белых</translation>
    </message>
    <message>
        <source>Replay: Black to move</source>
        <translation>Просмотр: ход чёрных</translation>
    </message>
    <message>
        <source>White (computer) is thinking…</source>
        <translation>Белые (компьютер) думают…</translation>
    </message>
    <message>
        <source>Black (computer) is thinking…</source>
        <translation>Чёрные (компьютер) думают…</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Export Board Image…</source>
        <translation>&amp;Экспорт изображения доски…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Поиск хорошего хода…</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>Сделать &amp;ход сейчас</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Предложить ни&amp;чью</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить ход</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Копировать позицию</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Копировать п&amp;артию</translation>
    </message>
    <message>
        <source>&amp;Paste Position or Game</source>
        <translation>&amp;Вставить позицию или партию</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Следующий ход</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation>&amp;Координаты</translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Показывать &amp;допустимые ходы</translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation>Показывать последний &amp;ход</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Комбинации клавиш</translation>
    </message>
    <message>
        <source>&amp;About Bashni</source>
        <translation>&amp;О программе «Башни»</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Основная панель инструментов</translation>
    </message>
    <message>
        <source>Type a move, e.g. c3-d4</source>
        <translation>Введите ход, например c3-d4</translation>
    </message>
    <message>
        <source>Move in notation</source>
        <translation>Ход в нотации</translation>
    </message>
    <message>
        <source>Type a move and press Enter (Ctrl+L to get here): c3-d4, or a capture by its squares, c3:e5 or just c3:g7</source>
        <translation>Введите ход и нажмите Enter (перейти сюда: Ctrl+L): c3-d4 или взятие по его полям: c3:e5 или просто c3:g7</translation>
    </message>
    <message>
        <source>Type a Move</source>
        <translation>Ввести ход</translation>
    </message>
    <message>
        <source>Bashni games (*.pdn);;All files (*)</source>
        <translation>Партии в башни (*.pdn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Компьютер (уровень %1)</translation>
    </message>
    <message>
        <source>Play From This Position</source>
        <translation>Игра с этой позиции</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>No game could be read from %1.</source>
        <translation>Не удалось прочитать ни одной партии из %1.</translation>
    </message>
    <message>
        <source>Some games could not be read and were left out:</source>
        <translation>Некоторые партии не удалось прочитать, они пропущены:</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыто: %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation>Экспорт изображения доски</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Изображение PNG (*.png);;Изображение SVG (*.svg)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <source>Bashni position</source>
        <translation>Позиция игры «Башни»</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Позиция скопирована</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Партия скопирована</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставка</translation>
    </message>
    <message>
        <source>The clipboard holds neither a position nor a game:
%1</source>
        <translation>В буфере обмена нет ни позиции, ни партии:
%1</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation>Вы действительно хотите сдать эту партию?</translation>
    </message>
    <message>
        <source>The computer considers your offer…</source>
        <translation>Компьютер обдумывает ваше предложение…</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Draw Offer</source>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <translation>%1, вы согласны на ничью?</translation>
    </message>
    <message>
        <source>Cancel Selection</source>
        <translation>Отменить выбор</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Несохранённая партия</translation>
    </message>
    <message>
        <source>Save the current game first? Its moves have not been saved.</source>
        <translation>Сохранить текущую партию? Её ходы не сохранены.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <source>Computer &amp;Level</source>
        <translation>&amp;Уровень компьютера</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>И&amp;гроки</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Paused: press P to play on</source>
        <translation>Пауза: нажмите P, чтобы продолжить</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Пау&amp;за</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Anal&amp;ysis</source>
        <translation>Анал&amp;из</translation>
    </message>
    <message>
        <source>Move Lo&amp;g</source>
        <translation>&amp;Журнал ходов</translation>
    </message>
    <message>
        <source>&amp;Game Properties…</source>
        <translation>Свойства п&amp;артии…</translation>
    </message>
    <message>
        <source>Fi&amp;rst Position</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
    <message>
        <source>Las&amp;t Position</source>
        <translation>Пос&amp;ледняя позиция</translation>
    </message>
    <message>
        <source>Analys&amp;e Position</source>
        <translation>Анализ п&amp;озиции</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Недавние &amp;файлы</translation>
    </message>
    <message>
        <source>Pre&amp;vious Move</source>
        <translation>П&amp;редыдущий ход</translation>
    </message>
    <message>
        <source>Reset Layo&amp;ut</source>
        <translation>С&amp;бросить расположение панелей</translation>
    </message>
    <message>
        <source>Your last game, finished and not saved, is shown. Save it, or start a new game.</source>
        <translation>Показана ваша последняя партия: она окончена, но не сохранена. Сохраните её или начните новую партию.</translation>
    </message>
    <message>
        <source>The game saved at the last quit could not be read. It was kept as %1; a new game begins.</source>
        <translation>Не удалось прочитать партию, сохранённую при последнем выходе. Она сохранена как %1; начинается новая партия.</translation>
    </message>
    <message>
        <source>Your move starts the game (or press P)</source>
        <translation>Ваш ход начнёт партию (или нажмите P)</translation>
    </message>
    <message>
        <source>Press P to let the computer begin</source>
        <translation>Нажмите P, чтобы компьютер начал</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Открывается %1…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>Р&amp;уководство</translation>
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
        <translation>Руководство «Башни»</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>Поиск в руководстве</translation>
    </message>
    <message>
        <source>Enter finds the next place, Shift+Enter the one before; pages without the words leave the contents</source>
        <translation>Enter — следующее место, Shift+Enter — предыдущее; страницы без этих слов исчезают из содержания</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Назад (Alt+Влево)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Вперёд (Alt+Вправо)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLog</name>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>Play the moves through</source>
        <translation>Воспроизвести ходы подряд</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Автовоспроизведение</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Последняя позиция</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Time between moves when playing through</source>
        <translation>Пауза между ходами при воспроизведении</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>Скорость автовоспроизведения</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Ходов пока нет</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLogModel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Better was %1 (%2); this move: %3</source>
        <translation>Лучше было %1 (%2); этот ход: %3</translation>
    </message>
</context>
<context>
    <name>bashni::ui::MyGames</name>
    <message>
        <source>Asking the server for your games…</source>
        <translation>Запрашиваем ваши партии у сервера…</translation>
    </message>
    <message>
        <source>You have no finished games on this server yet.</source>
        <translation>У вас ещё нет завершённых партий на этом сервере.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>Opened the game %1 – %2.</source>
        <translation>Открыта партия %1 – %2.</translation>
    </message>
    <message>
        <source>Finish your game first.</source>
        <translation>Сначала закончите свою партию.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NetBar</name>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>N&amp;o</source>
        <translation>&amp;Нет</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NetworkPlay</name>
    <message>
        <source>The game has not begun yet.</source>
        <translation>Партия ещё не началась.</translation>
    </message>
    <message>
        <source>The connection to your opponent is lost: the game waits until it is restored.</source>
        <translation>Соединение с соперником потеряно: партия ждёт, пока оно восстановится.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>&amp;Human against the computer</source>
        <translation>&amp;Человек против компьютера</translation>
    </message>
    <message>
        <source>&amp;Two humans at this screen</source>
        <translation>&amp;Два человека за одним экраном</translation>
    </message>
    <message>
        <source>&amp;Computer against computer</source>
        <translation>&amp;Компьютер против компьютера</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белыми</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрными</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>По жребию</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>&amp;Вы играете:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation>Ничья при &amp;трёхкратном повторении позиции</translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation>Ничья после &amp;30 полуходов без взятий и ходов простыми шашками</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>Ча&amp;сы:</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlineBoard</name>
    <message>
        <source>The connection to the server is being restored…</source>
        <translation>Соединение с сервером восстанавливается…</translation>
    </message>
    <message>
        <source>You are watching this game.</source>
        <translation>Вы смотрите эту партию.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlineConnection</name>
    <message>
        <source>The server closed the connection.</source>
        <translation>Сервер закрыл соединение.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::OnlinePlay</name>
    <message>
        <source>Pla&amp;y Online…</source>
        <translation>И&amp;грать по интернету…</translation>
    </message>
    <message>
        <source>Play against people on a Bashni server</source>
        <translation>Играть с людьми на сервере Bashni</translation>
    </message>
    <message>
        <source>Online play is not available: %1</source>
        <translation>Игра по интернету недоступна: %1</translation>
    </message>
    <message>
        <source>Game Chat</source>
        <translation>Чат партии</translation>
    </message>
    <message>
        <source>Could not connect: %1</source>
        <translation>Не удалось подключиться: %1</translation>
    </message>
    <message>
        <source>Your seek is in the lobby: the game begins when someone accepts it.</source>
        <translation>Ваш вызов в лобби: партия начнётся, когда его кто-нибудь примет.</translation>
    </message>
    <message>
        <source>%1&apos;s connection is gone: unless they are back within %2 seconds, they lose the game.</source>
        <translation>Соединение игрока %1 прервано: если он не вернётся в течение %2 с, он проиграет партию.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <source>Logging in to %1…</source>
        <translation>Вход на %1…</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>The connection to %1 is lost: connecting again…</source>
        <translation>Соединение с %1 потеряно: подключаемся снова…</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Нет соединения.</translation>
    </message>
    <message>
        <source>Logged in as %1.</source>
        <translation>Вы вошли как %1.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Сервер отказал: %1</translation>
    </message>
    <message>
        <source>Wrong name or password.</source>
        <translation>Неверное имя или пароль.</translation>
    </message>
    <message>
        <source>This name is taken: choose another, or log in if it is yours.</source>
        <translation>Это имя занято: выберите другое или войдите, если оно ваше.</translation>
    </message>
    <message>
        <source>The server does not know this guest any more: log in as a new one.</source>
        <translation>Сервер больше не знает этого гостя: войдите как новый гость.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait %1 and try again.</source>
        <translation>Слишком много неверных паролей: подождите %1 и попробуйте снова.</translation>
    </message>
    <message>
        <source>Finish your game first.</source>
        <translation>Сначала закончите свою партию.</translation>
    </message>
    <message>
        <source>The game begins: %1 against %2.</source>
        <translation>Партия начинается: %1 против %2.</translation>
    </message>
    <message>
        <source>Watching %1 against %2.</source>
        <translation>Просмотр: %1 против %2.</translation>
    </message>
    <message>
        <source>The game was aborted: a player left before both had moved.</source>
        <translation>Партия прервана: игрок ушёл до того, как оба сделали ход.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Белые выиграли</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Чёрные выиграли</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>%1: the opponent stayed away too long.</source>
        <translation>%1: соперник отсутствовал слишком долго.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Your rating is now %1.</source>
        <translation>Ваш рейтинг теперь %1.</translation>
    </message>
    <message>
        <source>Your opponent declines the draw.</source>
        <translation>Соперник отклонил ничью.</translation>
    </message>
    <message>
        <source>Your opponent declines the takeback.</source>
        <translation>Соперник не разрешил вернуть ход.</translation>
    </message>
    <message>
        <source>Your opponent offers a draw. Do you accept?</source>
        <translation>Соперник предлагает ничью. Согласны?</translation>
    </message>
    <message>
        <source>Your opponent asks to take back their last move. Do you agree?</source>
        <translation>Соперник просит вернуть свой последний ход. Согласны?</translation>
    </message>
    <message>
        <source>Your game %1 against %2 on %3 goes on at the server. Go on with it now?</source>
        <translation>Ваша партия %1 против %2 на %3 продолжается на сервере. Продолжить её сейчас?</translation>
    </message>
    <message>
        <source>Log in to go on with your game.</source>
        <translation>Войдите, чтобы продолжить партию.</translation>
    </message>
    <message>
        <source>&amp;Go On</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>&amp;Не сейчас</translation>
    </message>
    <message>
        <source>Your rating is outside the range this seek is for.</source>
        <translation>Ваш рейтинг вне диапазона, для которого этот вызов.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>This seek is for players rated %1: log in with an account to play it.</source>
        <translation>Этот вызов — для игроков с рейтингом %1: войдите с учётной записью, чтобы принять его.</translation>
    </message>
    <message>
        <source>This seek is for players rated %1; yours is %2.</source>
        <translation>Этот вызов — для игроков с рейтингом %1; ваш — %2.</translation>
    </message>
    <message>
        <source>Following %1: their games open here to watch.</source>
        <translation>Вы следите за %1: его партии будут открываться здесь для просмотра.</translation>
    </message>
    <message>
        <source>No longer following %1.</source>
        <translation>Вы больше не следите за %1.</translation>
    </message>
    <message>
        <source>Your rating is not known yet: try again in a moment.</source>
        <translation>Ваш рейтинг ещё неизвестен: попробуйте через мгновение.</translation>
    </message>
    <message>
        <source>%1 began a game: double-click it in the lobby&apos;s Games to watch it.</source>
        <translation>%1 начал партию: дважды щёлкните по ней в лобби на вкладке «Партии», чтобы смотреть.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate has changed: not connected.</source>
        <translation>Сертификат сервера изменился: нет соединения.</translation>
    </message>
    <message>
        <source>Not connected: the server&apos;s certificate is new.</source>
        <translation>Нет соединения: сертификат сервера новый.</translation>
    </message>
    <message>
        <source>Not connected: the certificate was refused.</source>
        <translation>Нет соединения: сертификат отклонён.</translation>
    </message>
    <message>
        <source>The certificate could not be remembered in %1.</source>
        <translation>Не удалось запомнить сертификат в %1.</translation>
    </message>
    <message>
        <source>The server did not answer with encryption.</source>
        <translation>Сервер не ответил с шифрованием.</translation>
    </message>
    <message>
        <source>The server closed the connection at once.</source>
        <translation>Сервер сразу закрыл соединение.</translation>
    </message>
    <message>
        <source>The connection to %1 is lost: connecting again… The game waits; your clock is the server&apos;s.</source>
        <translation>Соединение с %1 потеряно: подключаемся снова… Партия ждёт; ваше время считает сервер.</translation>
    </message>
    <message>
        <source>The game goes on at the server: choose Go On to play it.</source>
        <translation>Партия продолжается на сервере: выберите «Продолжить», чтобы играть дальше.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PlayerPanel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, %1 left</source>
        <translation>, осталось %1</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, очередь хода</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>%1 (following)</source>
        <translation>%1 (слежу)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PositionEditor</name>
    <message>
        <source>The board is empty: place some pieces.</source>
        <translation>Доска пуста: расставьте шашки.</translation>
    </message>
    <message>
        <source>Impossible position: %1.</source>
        <translation>Невозможная позиция: %1.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation>Доска для расстановки</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece on top of its column; right-click to remove the whole column.</source>
        <translation>Щёлкните по полю, чтобы положить выбранную шашку на верх его башни; щелчок правой кнопкой убирает всю башню.</translation>
    </message>
    <message>
        <source>Piece to place</source>
        <translation>Что ставить</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Белая шашка</translation>
    </message>
    <message>
        <source>Black man</source>
        <translation>Чёрная шашка</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Белая дамка</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Чёрная дамка</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Ластик</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (клавиша %2)</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>&amp;Очистить доску</translation>
    </message>
    <message>
        <source>S&amp;tart position</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Очередь хода</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Белые</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чёрные</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Position text</source>
        <translation>Текст позиции</translation>
    </message>
    <message>
        <source>Position te&amp;xt:</source>
        <translation>&amp;Текст позиции:</translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation>&amp;Играть отсюда</translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>A column holds at most %1 pieces.</source>
        <translation>Наибольшая высота башни: %1.</translation>
    </message>
    <message>
        <source>White is to move but has no move: the game would be over.</source>
        <translation>Ход белых, но им некуда ходить: игра была бы уже окончена.</translation>
    </message>
    <message>
        <source>Black is to move but has no move: the game would be over.</source>
        <translation>Ход чёрных, но им некуда ходить: игра была бы уже окончена.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PreferencesDialog</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>Co&amp;mputer</source>
        <translation>&amp;Компьютер</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Доска</translation>
    </message>
    <message>
        <source>Gen&amp;eral</source>
        <translation>&amp;Общие</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Новые партии</translation>
    </message>
    <message>
        <source>Human against the computer</source>
        <translation>Человек против компьютера</translation>
    </message>
    <message>
        <source>Two humans at this screen</source>
        <translation>Два человека за одним экраном</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Компьютер против компьютера</translation>
    </message>
    <message>
        <source>Pl&amp;ayers:</source>
        <translation>И&amp;гроки:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белыми</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрными</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>По жребию</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>&amp;Вы играете:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation>Ничья при &amp;трёхкратном повторении позиции</translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation>Ничья после &amp;30 полуходов без взятий и ходов простыми шашками</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ва&amp;ше имя:</translation>
    </message>
    <message>
        <source>Ask before re&amp;signing</source>
        <translation>Спрашивать подтверждение, прежде чем &amp;сдаться</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Компьютерный игрок</translation>
    </message>
    <message>
        <source>Level&apos;s own</source>
        <translation>По уровню</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Время на ход:</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>Board t&amp;heme:</source>
        <translation>&amp;Тема доски:</translation>
    </message>
    <message>
        <source>&amp;Piece theme:</source>
        <translation>Тема &amp;шашек:</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Анимация:</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Пометки</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Показывать до&amp;пустимые ходы</translation>
    </message>
    <message>
        <source>Show las&amp;t move</source>
        <translation>Показывать последний &amp;ход</translation>
    </message>
    <message>
        <source>Show coor&amp;dinates</source>
        <translation>Показывать коо&amp;рдинаты</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>Язык сменится при следующем запуске программы.</translation>
    </message>
    <message>
        <source>T&amp;urn the board towards the player</source>
        <translation>Поворачивать доску к &amp;игроку</translation>
    </message>
    <message>
        <source>These apply to the game in progress too.</source>
        <translation>Они действуют и на текущую партию.</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>Ча&amp;сы:</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>Time per &amp;position:</source>
        <translation>Время на &amp;позицию:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Воспроизводить &amp;звуки</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Best mo&amp;ves shown:</source>
        <translation>Показывать &amp;лучших ходов:</translation>
    </message>
    <message>
        <source>Threads searching together in the analysis and the game review</source>
        <translation>Сколько потоков вместе ведут поиск при анализе и разборе партии</translation>
    </message>
    <message>
        <source>Threads f&amp;or analysis:</source>
        <translation>Потоки для а&amp;нализа:</translation>
    </message>
    <message>
        <source>&amp;Online</source>
        <translation>&amp;Сеть</translation>
    </message>
    <message>
        <source>Servers for Play Online</source>
        <translation>Серверы для игры по интернету</translation>
    </message>
    <message>
        <source>None is built in: add the address of a Bashni server you want to play on. Play Online offers these, the last one used first.</source>
        <translation>Встроенных нет: добавьте адрес сервера Bashni, на котором хотите играть. Игра по интернету предлагает их, последний использованный первым.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PuzzleTrainer</name>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>Не удалось прочитать задачи: %1</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Показать &amp;решение</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Следующая задача</translation>
    </message>
    <message>
        <source>Solved! Your move wins just as well.</source>
        <translation>Решено! Ваш ход выигрывает не хуже.</translation>
    </message>
    <message>
        <source>Solved! Well done.</source>
        <translation>Решено! Отлично.</translation>
    </message>
    <message>
        <source>Retry, or look at the solution.</source>
        <translation>Попробуйте ещё раз или посмотрите решение.</translation>
    </message>
    <message>
        <source>Streak: %1 (best %2)</source>
        <translation>Серия: %1 (лучшая %2)</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Проверяю ваш ход…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2</source>
        <translation>Задача %1 из %2</translation>
    </message>
    <message>
        <source>Difficulty: %1 (rated %2)</source>
        <translation>Сложность: %1 (рейтинг %2)</translation>
    </message>
    <message>
        <source>Found by the puzzle generator: %1</source>
        <translation>Найдена генератором задач: %1</translation>
    </message>
    <message>
        <source>Your rating: %1</source>
        <translation>Ваш рейтинг: %1</translation>
    </message>
</context>
<context>
    <name>bashni::ui::PuzzlesFeature</name>
    <message>
        <source>Pu&amp;zzles</source>
        <translation>Задач&amp;и</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ReviewFeature</name>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Раз&amp;бор партии</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Evaluation Grap&amp;h</source>
        <translation>График оц&amp;енки</translation>
    </message>
    <message>
        <source>Review %v/%m</source>
        <translation>Разбор %v/%m</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Остановить разбор</translation>
    </message>
    <message>
        <source>Stop Re&amp;view</source>
        <translation>Остановить раз&amp;бор</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>Разбор завершён.</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Разбор остановлен.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::SeekDialog</name>
    <message>
        <source>New Seek</source>
        <translation>Новый вызов</translation>
    </message>
    <message>
        <source>&amp;Rated: the result changes both ratings</source>
        <translation>&amp;Рейтинговая: результат изменит оба рейтинга</translation>
    </message>
    <message>
        <source>Guests play casual games; log in with an account to play rated ones.</source>
        <translation>Гости играют товарищеские партии; для рейтинговых войдите с учётной записью.</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>Любой</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Clock:</source>
        <translation>&amp;Часы:</translation>
    </message>
    <message>
        <source>&amp;Your colour:</source>
        <translation>&amp;Ваш цвет:</translation>
    </message>
    <message>
        <source>&amp;Seek</source>
        <translation>&amp;Бросить вызов</translation>
    </message>
    <message>
        <source>Server games are played on a clock with a base time and an increment.</source>
        <translation>Партии на сервере играются с часами: основное время и добавка.</translation>
    </message>
    <message>
        <source>A rated game has a clock: choose one, or make the game casual.</source>
        <translation>У рейтинговой партии есть часы: выберите их или сделайте партию товарищеской.</translation>
    </message>
    <message>
        <source>Any rating</source>
        <translation>Любой рейтинг</translation>
    </message>
    <message>
        <source>Within %1 of mine</source>
        <translation>Не дальше %1 от моего</translation>
    </message>
    <message>
        <source>Guests have no rating: their seeks are open to anybody.</source>
        <translation>У гостей нет рейтинга: их вызовы открыты для всех.</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Соперники:</translation>
    </message>
</context>
<context>
    <name>bashni::ui::SeeksModel</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Диапазон</translation>
    </message>
    <message>
        <source>%1, plays White</source>
        <translation>%1, играет белыми</translation>
    </message>
    <message>
        <source>%1, plays Black</source>
        <translation>%1, играет чёрными</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ServerEntryDialog</name>
    <message>
        <source>Add Server</source>
        <translation>Добавить сервер</translation>
    </message>
    <message>
        <source>Edit Server</source>
        <translation>Изменить сервер</translation>
    </message>
    <message>
        <source>e.g. bashni.example.org or 192.168.1.20:47522</source>
        <translation>например, bashni.example.org или 192.168.1.20:47522</translation>
    </message>
    <message>
        <source>Without &amp;encryption (only for a server on this computer or network that has no certificate)</source>
        <translation>Без &amp;шифрования (только для сервера на этом компьютере или в этой сети без сертификата)</translation>
    </message>
    <message>
        <source>The address the server&apos;s owner gave you: a name or an IP address, with :PORT when it is not the usual 47522.</source>
        <translation>Адрес, который дал владелец сервера: имя или IP-адрес, с :ПОРТ, если порт не обычный 47522.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>Not an address: no spaces, and a port is a number from 1 to 65535.</source>
        <translation>Это не адрес: без пробелов, а порт — число от 1 до 65535.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::ServerListEdit</name>
    <message>
        <source>&amp;Add…</source>
        <translation>Доб&amp;авить…</translation>
    </message>
    <message>
        <source>E&amp;dit…</source>
        <translation>Из&amp;менить…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>%1 (without encryption)</source>
        <translation>%1 (без шифрования)</translation>
    </message>
</context>
<context>
    <name>bashni::ui::TagsDialog</name>
    <message>
        <source>Standard</source>
        <translation>Стандартные</translation>
    </message>
    <message>
        <source>Intervening</source>
        <translation>С промежуточным взятием</translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation>Турецкий удар</translation>
    </message>
    <message>
        <source>Game Tags</source>
        <translation>Теги партии</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Турнир:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Место:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>Т&amp;ур:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Белые:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Чёрные:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <source>Set by the moves of the game</source>
        <translation>Определяется ходами партии</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестна</translation>
    </message>
    <message>
        <source>Exact date</source>
        <translation>Точная дата</translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation>Как записано: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>Д&amp;обавить тег</translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation>Уд&amp;алить тег</translation>
    </message>
    <message>
        <source>&amp;Other tags:</source>
        <translation>Другие т&amp;еги:</translation>
    </message>
    <message>
        <source>A tag needs a name.</source>
        <translation>У тега должно быть название.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid tag name: use only the letters A-Z and a-z, digits and underscores (_), without spaces.</source>
        <translation>«%1» — недопустимое название тега: используйте только латинские буквы A-Z и a-z, цифры и знак подчёркивания (_), без пробелов.</translation>
    </message>
    <message>
        <source>The %1 tag is written by the program.</source>
        <translation>Тег %1 записывает сама программа.</translation>
    </message>
    <message>
        <source>The %1 tag has its own field above.</source>
        <translation>Для тега %1 есть отдельное поле выше.</translation>
    </message>
    <message>
        <source>The %1 tag is listed twice.</source>
        <translation>Тег %1 указан дважды.</translation>
    </message>
</context>
<context>
    <name>bashni::ui::TimeControlEdit</name>
    <message>
        <source>%1 min + %2 s</source>
        <translation>%1 мин + %2 с</translation>
    </message>
    <message>
        <source>%1 s a move</source>
        <translation>%1 с на ход</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <source>Other: minutes and seconds a move</source>
        <translation>Другой: минуты и секунды за ход</translation>
    </message>
    <message>
        <source>Other: a fixed time for every move</source>
        <translation>Другой: фиксированное время на каждый ход</translation>
    </message>
    <message>
        <source>Minutes for the game</source>
        <translation>Минуты на партию</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>Секунды, добавляемые после каждого хода</translation>
    </message>
    <message>
        <source>min +</source>
        <translation>мин +</translation>
    </message>
    <message>
        <source>s a move</source>
        <translation>с за ход</translation>
    </message>
    <message>
        <source>Seconds for every move</source>
        <translation>Секунды на каждый ход</translation>
    </message>
    <message>
        <source>s for every move</source>
        <translation>с на каждый ход</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>missing side to move: position text starts with &quot;W:&quot; or &quot;B:&quot;</source>
        <translation>не указана очередь хода: текст позиции начинается с &quot;W:&quot; или &quot;B:&quot;</translation>
    </message>
    <message>
        <source>unknown side to move {1}: expected W or B</source>
        <translation>неизвестная очередь хода {1}: ожидается W или B</translation>
    </message>
    <message>
        <source>entry {1} is empty (two commas or a trailing comma)</source>
        <translation>запись {1} пуста (две запятые подряд или запятая в конце)</translation>
    </message>
    <message>
        <source>entry {1} is empty (a trailing comma)</source>
        <translation>запись {1} пуста (запятая в конце)</translation>
    </message>
    <message>
        <source>entry {1}: expected SQUARE=COLUMN, for example d4=wb</source>
        <translation>запись {1}: ожидается ПОЛЕ=БАШНЯ, например d4=wb</translation>
    </message>
    <message>
        <source>entry {1}: {2} is not a square (a1 to h8)</source>
        <translation>запись {1}: {2} — не поле доски (от a1 до h8)</translation>
    </message>
    <message>
        <source>entry {1}: {2} is a light square; columns stand on dark squares only</source>
        <translation>запись {1}: {2} — светлое поле; башни стоят только на тёмных полях</translation>
    </message>
    <message>
        <source>entry {1}: {2} is given twice</source>
        <translation>запись {1}: поле {2} указано дважды</translation>
    </message>
    <message>
        <source>entry {1}: the column is empty</source>
        <translation>запись {1}: башня пуста</translation>
    </message>
    <message>
        <source>entry {1}: a column holds at most 24 pieces (12 a side)</source>
        <translation>запись {1}: в башне не может быть больше 24 шашек (по 12 у каждой стороны)</translation>
    </message>
    <message>
        <source>entry {1}: {2} is not a piece (w, W, b or B)</source>
        <translation>запись {1}: {2} не обозначает шашку (w, W, b или B)</translation>
    </message>
    <message>
        <source>entry {1}: more than 12 white pieces</source>
        <translation>запись {1}: больше 12 белых шашек</translation>
    </message>
    <message>
        <source>entry {1}: more than 12 black pieces</source>
        <translation>запись {1}: больше 12 чёрных шашек</translation>
    </message>
    <message>
        <source>entry {1}: a white man cannot command a column on rank 8 (it would have been crowned)</source>
        <translation>запись {1}: белая простая шашка не может стоять наверху башни на 8-й горизонтали (она стала бы дамкой)</translation>
    </message>
    <message>
        <source>entry {1}: a black man cannot command a column on rank 1 (it would have been crowned)</source>
        <translation>запись {1}: чёрная простая шашка не может стоять наверху башни на 1-й горизонтали (она стала бы дамкой)</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>ход не указан</translation>
    </message>
    <message>
        <source>{1} is not a move: expected squares like c3-d4 or c3:e5 ({2} is not a square)</source>
        <translation>{1} — не ход: ожидаются поля, например c3-d4 или c3:e5 ({2} — не поле доски)</translation>
    </message>
    <message>
        <source>{1} is not a move: squares are separated by - or :</source>
        <translation>{1} — не ход: поля разделяются знаком - или :</translation>
    </message>
    <message>
        <source>{1} is not a move: expected squares like c3-d4 or c3:e5</source>
        <translation>{1} — не ход: ожидаются поля, например c3-d4 или c3:e5</translation>
    </message>
    <message>
        <source>{1} is a light square; play is on the dark squares</source>
        <translation>{1} — светлое поле; играют только на тёмных полях</translation>
    </message>
    <message>
        <source>a move needs at least two squares, as in c3-d4</source>
        <translation>в ходе должно быть не меньше двух полей, как в c3-d4</translation>
    </message>
    <message>
        <source>a move uses either - (quiet) or : (capture), not both</source>
        <translation>в ходе ставится либо - (тихий ход), либо : (взятие), но не оба знака сразу</translation>
    </message>
    <message>
        <source>a quiet move has two squares (c3-d4); a capture is written with :</source>
        <translation>в тихом ходе два поля (c3-d4); взятие записывается через :</translation>
    </message>
    <message>
        <source>the game is over: White has no move</source>
        <translation>партия окончена: белым некуда ходить</translation>
    </message>
    <message>
        <source>the game is over: Black has no move</source>
        <translation>партия окончена: чёрным некуда ходить</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the square is empty</source>
        <translation>на поле {1} нет вашей шашки: поле пусто</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the column there is White&apos;s</source>
        <translation>на поле {1} нет вашей шашки: там стоит башня белых</translation>
    </message>
    <message>
        <source>no piece of yours on {1}: the column there is Black&apos;s</source>
        <translation>на поле {1} нет вашей шашки: там стоит башня чёрных</translation>
    </message>
    <message>
        <source>a move goes from one square to another</source>
        <translation>ход делается с одного поля на другое</translation>
    </message>
    <message>
        <source>{1} is occupied</source>
        <translation>поле {1} занято</translation>
    </message>
    <message>
        <source>columns move along a diagonal</source>
        <translation>башни ходят по диагонали</translation>
    </message>
    <message>
        <source>a man moves one square diagonally forward</source>
        <translation>простая шашка ходит на одно поле по диагонали вперёд</translation>
    </message>
    <message>
        <source>the way from {1} to {2} is blocked on {3}</source>
        <translation>путь с поля {1} на поле {2} перекрыт на поле {3}</translation>
    </message>
    <message>
        <source>that move is not possible here</source>
        <translation>такой ход здесь невозможен</translation>
    </message>
    <message>
        <source>capture is compulsory: {1}</source>
        <translation>бить обязательно: {1}</translation>
    </message>
    <message>
        <source>there is nothing to capture; a quiet move is written with - (c3-d4)</source>
        <translation>бить нечего; тихий ход записывается через - (c3-d4)</translation>
    </message>
    <message>
        <source>the column on {1} cannot capture; capture is compulsory: {2}</source>
        <translation>башня на поле {1} бить не может; бить обязательно: {2}</translation>
    </message>
    <message>
        <source>the capture must be completed: {1}</source>
        <translation>взятие нужно довести до конца: {1}</translation>
    </message>
    <message>
        <source>{1} is not a legal capture; the captures from {2} are {3}</source>
        <translation>{1} — недопустимое взятие; возможные взятия с поля {2}: {3}</translation>
    </message>
    <message>
        <source>more than one capture fits; give the landing squares: {1}</source>
        <translation>подходит больше одного взятия; укажите поля, на которые встаёт бьющая башня: {1}</translation>
    </message>
    <message>
        <source>the game is already over: {1}</source>
        <translation>партия уже окончена: {1}</translation>
    </message>
    <message>
        <source>The game is not over.</source>
        <translation>Партия не окончена.</translation>
    </message>
    <message>
        <source>White cannot move: Black wins.</source>
        <translation>Белым некуда ходить: победа чёрных.</translation>
    </message>
    <message>
        <source>Black cannot move: White wins.</source>
        <translation>Чёрным некуда ходить: победа белых.</translation>
    </message>
    <message>
        <source>The same position occurred three times: a draw.</source>
        <translation>Одна и та же позиция повторилась трижды: ничья.</translation>
    </message>
    <message>
        <source>Fifteen moves each without a capture or a move of a man: a draw.</source>
        <translation>По пятнадцать ходов с каждой стороны без взятий и ходов простыми шашками: ничья.</translation>
    </message>
    <message>
        <source>White resigned: Black wins.</source>
        <translation>Белые сдались: победа чёрных.</translation>
    </message>
    <message>
        <source>Black resigned: White wins.</source>
        <translation>Чёрные сдались: победа белых.</translation>
    </message>
    <message>
        <source>Draw by agreement.</source>
        <translation>Ничья по соглашению.</translation>
    </message>
    <message>
        <source>unbalanced &apos;)&apos;: no variation to close</source>
        <translation>непарная скобка &apos;)&apos;: нет открытого варианта</translation>
    </message>
    <message>
        <source>unterminated comment: &apos;{&apos; without &apos;}&apos;</source>
        <translation>незавершённый комментарий: &apos;{&apos; без &apos;}&apos;</translation>
    </message>
    <message>
        <source>unterminated variation: &apos;(&apos; without &apos;)&apos;</source>
        <translation>незавершённый вариант: &apos;(&apos; без &apos;)&apos;</translation>
    </message>
    <message>
        <source>a move number needs a dot: {1}</source>
        <translation>после номера хода нужна точка: {1}</translation>
    </message>
    <message>
        <source>unknown result {1} (expected 2-0, 0-2, 1-1 or *)</source>
        <translation>неизвестный результат {1} (ожидается 2-0, 0-2, 1-1 или *)</translation>
    </message>
    <message>
        <source>expected a number after $</source>
        <translation>после $ ожидается число</translation>
    </message>
    <message>
        <source>annotation glyph ${1} is out of range</source>
        <translation>знак аннотации ${1} вне допустимого диапазона</translation>
    </message>
    <message>
        <source>unexpected character &apos;{1}&apos;</source>
        <translation>неожиданный символ &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>unexpected byte 0x{1}</source>
        <translation>неожиданный байт 0x{1}</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>после &apos;[&apos; ожидается название тега</translation>
    </message>
    <message>
        <source>expected the tag&apos;s value in double quotes</source>
        <translation>ожидается значение тега в двойных кавычках</translation>
    </message>
    <message>
        <source>unterminated tag: &apos;[&apos; without &apos;]&apos;</source>
        <translation>незавершённый тег: &apos;[&apos; без &apos;]&apos;</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; after the tag&apos;s value</source>
        <translation>после значения тега ожидается &apos;]&apos;</translation>
    </message>
    <message>
        <source>unterminated string: &apos;&quot;&apos; without a closing &apos;&quot;&apos;</source>
        <translation>незавершённая строка: &apos;&quot;&apos; без закрывающей &apos;&quot;&apos;</translation>
    </message>
    <message>
        <source>too many tags in one game (at most {1})</source>
        <translation>слишком много тегов в одной партии (не больше {1})</translation>
    </message>
    <message>
        <source>unsupported GameType {1}</source>
        <translation>неподдерживаемое значение GameType {1}</translation>
    </message>
    <message>
        <source>unknown rules {1} (standard, intervening or turkish)</source>
        <translation>неизвестные правила {1} (standard, intervening или turkish)</translation>
    </message>
    <message>
        <source>unknown draw rule {1} (repetition, 30-ply or none)</source>
        <translation>неизвестное правило ничьей {1} (repetition, 30-ply или none)</translation>
    </message>
    <message>
        <source>DrawRules lists repetition and/or 30-ply, or is none</source>
        <translation>в DrawRules указывается repetition и/или 30-ply либо none</translation>
    </message>
    <message>
        <source>FEN: {1}</source>
        <translation>FEN: {1}</translation>
    </message>
    <message>
        <source>a new game&apos;s tags, but this game has no result (2-0, 0-2, 1-1 or *)</source>
        <translation>начались теги новой партии, а у этой партии нет результата (2-0, 0-2, 1-1 или *)</translation>
    </message>
    <message>
        <source>illegal move {1}: {2}</source>
        <translation>недопустимый ход {1}: {2}</translation>
    </message>
    <message>
        <source>cannot read the file: {1}</source>
        <translation>не удаётся прочитать файл: {1}</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe): only files are read</source>
        <translation>это не обычный файл (устройство или канал): читаются только файлы</translation>
    </message>
    <message>
        <source>the file has {1} bytes, more than the {2} a game file may have</source>
        <translation>размер файла {1} байт, а файл партий может занимать не больше {2} байт</translation>
    </message>
    <message>
        <source>only the first {1} games were read: a game file may hold no more</source>
        <translation>прочитаны только первые партии ({1}): больше файл партий содержать не может</translation>
    </message>
    <message>
        <source>{1} or {2}</source>
        <translation>{1} или {2}</translation>
    </message>
    <message>
        <source>{1} or {2} more</source>
        <translation>{1} или ещё {2}</translation>
    </message>
    <message>
        <source>White lost on time: Black wins.</source>
        <translation>Белые проиграли по времени: победа чёрных.</translation>
    </message>
    <message>
        <source>Black lost on time: White wins.</source>
        <translation>Чёрные проиграли по времени: победа белых.</translation>
    </message>
    <message>
        <source>unknown time control {1} (expected -, seconds plus increment as in 300+3, or seconds per move as in 60/move)</source>
        <translation>неизвестный контроль времени {1} (ожидается -, секунды плюс добавка, как в 300+3, или секунды на ход, как в 60/move)</translation>
    </message>
    <message>
        <source>the tag&apos;s value is too long (at most {1} bytes)</source>
        <translation>значение тега слишком длинное (не больше {1} байт)</translation>
    </message>
</context>
</TS>
