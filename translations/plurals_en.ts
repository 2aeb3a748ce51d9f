<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardAccessible</name>
    <message numerus="yes">
        <source>White captured %n: %1</source>
        <translation>
            <numerusform>White captured %n: %1</numerusform>
            <numerusform>White captured %n: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black captured %n: %1</source>
        <translation>
            <numerusform>Black captured %n: %1</numerusform>
            <numerusform>Black captured %n: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvalText</name>
    <message numerus="yes">
        <source>White wins in %n move(s)</source>
        <translation>
            <numerusform>White wins in %n move</numerusform>
            <numerusform>White wins in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black wins in %n move(s)</source>
        <translation>
            <numerusform>Black wins in %n move</numerusform>
            <numerusform>Black wins in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemReport</name>
    <message numerus="yes">
        <source>… and %n more (see the details).</source>
        <translation>
            <numerusform>… and %n more (see the details).</numerusform>
            <numerusform>… and %n more (see the details).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleTrainer</name>
    <message numerus="yes">
        <source>After %1 comes %2, and the opponent is about %n man(s) ahead.</source>
        <translation>
            <numerusform>After %1 comes %2, and the opponent is about %n man ahead.</numerusform>
            <numerusform>After %1 comes %2, and the opponent is about %n men ahead.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TowerItem</name>
    <message numerus="yes">
        <source>%n white men</source>
        <translation>
            <numerusform>%n white man</numerusform>
            <numerusform>%n white men</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black men</source>
        <translation>
            <numerusform>%n black man</numerusform>
            <numerusform>%n black men</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white kings</source>
        <translation>
            <numerusform>%n white king</numerusform>
            <numerusform>%n white kings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black kings</source>
        <translation>
            <numerusform>%n black king</numerusform>
            <numerusform>%n black kings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bashni::ui::MainWindow</name>
    <message numerus="yes">
        <source>Playing here replaces the %n later move(s) of this game. Play on from here?</source>
        <translation>
            <numerusform>Playing here replaces the %n later move of this game. Play on from here?</numerusform>
            <numerusform>Playing here replaces the %n later moves of this game. Play on from here?</numerusform>
        </translation>
    </message>
</context>
</TS>
