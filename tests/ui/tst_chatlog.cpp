// The network game's chat on disk (ui/net/chatlog): read again by a new ChatLog as a restarted
// program would, forgotten when another game begins, capped, and harmless when damaged.
#include "ui/net/chatlog.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace bashni::ui;

class TestChatLog : public QObject {
    Q_OBJECT
  private slots:
    void init();
    void linesSurviveARestart();
    void anotherGameForgetsTheLines();
    void keepsTheLastLines();
    void damagedOrHugeFileReadsAsNoChat_data();
    void damagedOrHugeFileReadsAsNoChat();

  private:
    QString path() const { return dir_->filePath("network-chat.json"); }
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestChatLog::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

void TestChatLog::linesSurviveARestart() {
    {
        ChatLog log(path());
        log.setGame("g1");
        log.add("Anna", "Hello");
        log.add("Boris", "Good luck");
    }
    ChatLog again(path());
    again.setGame("g1");
    QCOMPARE(again.lines().size(), 2);
    QCOMPARE(again.lines().at(0).who, QString("Anna"));
    QCOMPARE(again.lines().at(1).text, QString("Good luck"));
}

void TestChatLog::anotherGameForgetsTheLines() {
    {
        ChatLog log(path());
        log.setGame("g1");
        log.add("Anna", "Hello");
    }
    ChatLog next(path());
    next.setGame("g2");
    QVERIFY(next.lines().isEmpty());
    ChatLog back(path()); // the file itself no longer holds g1's lines
    back.setGame("g1");
    QVERIFY(back.lines().isEmpty());
}

void TestChatLog::keepsTheLastLines() {
    {
        ChatLog log(path());
        log.setGame("g");
        for (int i = 0; i < ChatLog::MaxLines + 15; ++i) log.add("Anna", QString::number(i));
        QCOMPARE(log.lines().size(), ChatLog::MaxLines);
    }
    ChatLog again(path());
    again.setGame("g");
    QCOMPARE(again.lines().size(), ChatLog::MaxLines);
    QCOMPARE(again.lines().first().text, QString::number(15));
    QCOMPARE(again.lines().last().text, QString::number(ChatLog::MaxLines + 14));
}

void TestChatLog::damagedOrHugeFileReadsAsNoChat_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("not json") << QByteArray("{\"game\":\"g\",\"lines\":[[\"A\",");
    QTest::newRow("wrong shapes") << QByteArray(R"({"game":"g","lines":[1,[2],{"a":3}]})");
    QTest::newRow("array") << QByteArray(R"([["A","hi"]])");
    QByteArray huge = R"({"game":"g","lines":[["A",")";
    huge += QByteArray(3 << 20, 'x') + "\"]]}";
    QTest::newRow("huge") << huge;
}

void TestChatLog::damagedOrHugeFileReadsAsNoChat() {
    QFETCH(QByteArray, content);
    QFile f(path());
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    ChatLog log(path());
    log.setGame("g");
    QVERIFY(log.lines().isEmpty());
    log.add("Anna", "still works"); // and the next line replaces the damaged file
    ChatLog again(path());
    again.setGame("g");
    QCOMPARE(again.lines().size(), 1);
}

QTEST_GUILESS_MAIN(TestChatLog)
#include "tst_chatlog.moc"
