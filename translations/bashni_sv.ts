<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>MoveInput</name>
    <message>
        <source>Pick up one of your columns first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column on %1 is not yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no move to make.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture is compulsory: the column on %1 cannot capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column on %1 has no move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several captures end on %1: click the squares where it lands on the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture cannot go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column on %1 cannot move to %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Bashni: column draughts for the desktop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game file to open (.pdn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TowerItem</name>
    <message>
        <source>white man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top to bottom: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::BoardView</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::GameController</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: the computer is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a move here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>White wins in %n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Depth %1   %2   %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::GamePicker</name>
    <message>
        <source>Open Game from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player, event, date, result...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::MainWindow</name>
    <message>
        <source>The computer accepts the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play From Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Playing here replaces the %n later move(s) of this game. Play on from here?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, top to bottom: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Board Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;Properties…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Position or Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analyse Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;oordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Last &amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Bashni</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a move, e.g. c3-d4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move in notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a move and press Enter (Ctrl+L to get here): c3-d4, or a capture by its squares, c3:e5 or just c3:g7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bashni games (*.pdn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play From This Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game could be read from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some games could not be read and were left out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bashni position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds neither a position nor a game:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do you really want to resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer considers your offer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, do you accept a draw?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of Bashni</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Bashni</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bashni %1&lt;/h3&gt;&lt;p&gt;Column draughts: Russian draughts in which captured pieces go under the capturing piece and towers grow.&lt;/p&gt;&lt;p&gt;Play against the computer at ten levels or against a friend; save, replay and study games.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Credits: the Bashni developers; the rules follow the Russian tradition of the game, with three rule sets for taking from the same column again; successor of bashnya 0.1, a two-player SDL program. Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::MoveLog</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the moves through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time between moves when playing through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the computer study the position on the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::NewGameDialog</name>
    <message>
        <source>Each taken piece goes under the capturer at once; a column may be jumped again whenever its top is again an enemy piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As standard, but the column jumped on the previous jump may not be jumped straight away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jumped columns stay until the move is complete and may not be jumped twice (the Russian &quot;Turkish strike&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Human against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Two humans at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Computer against computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::PositionEditor</name>
    <message>
        <source>White is to move but has no pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is to move but has no pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is to move but commands no column (every white piece is under a black one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is to move but commands no column (every black piece is under a white one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is empty: place some pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impossible position: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board to set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece on top of its column; right-click to remove the whole column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece to place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black man</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tart position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position te&amp;xt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nalyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A column holds at most %1 pieces.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::PreferencesDialog</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mputer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gen&amp;eral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two humans at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pl&amp;ayers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw on the third &amp;repetition of a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw after &amp;30 plies without a capture or a man&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before re&amp;signing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board t&amp;heme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Piece theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show las&amp;t move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show coor&amp;dinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bashni::ui::TagsDialog</name>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intervening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turkish strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by the moves of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Other tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tag needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid tag name: use only the letters A-Z and a-z, digits and underscores (_), without spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tag is written by the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tag has its own field above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tag is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
