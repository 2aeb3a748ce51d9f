// docs/PROTOCOL.md, lines and messages: splitting bytes into lines (LF, CR before it, 1,024
// bytes, UTF-8), reading every message with its arguments checked, and writing it back the same.
#include "core/net/line_reader.h"
#include "core/net/wire.h"
#include "core/notation.h"

#include <QSet>
#include <QTest>

using namespace bashni;
using namespace bashni::net;

class TestProtocolWire : public QObject {
    Q_OBJECT
  private slots:
    void lines();
    void lineLimit_data();
    void lineLimit();
    void notUtf8();
    void roundTrip_data();
    void roundTrip();
    void rejected_data();
    void rejected();
    void fields();
    void newGameIds();
    void secrets();
};

void TestProtocolWire::lines() {
    LineReader r;
    std::string line;
    r.append("BASHNI 1 An");
    QCOMPARE(r.next(line), LineReader::Status::NeedMore);
    r.append("na\r\nPING a\nPO\rNG\n");
    QCOMPARE(r.next(line), LineReader::Status::Line);
    QCOMPARE(line, std::string("BASHNI 1 Anna")); // the CR before the LF dropped
    QCOMPARE(r.next(line), LineReader::Status::Line);
    QCOMPARE(line, std::string("PING a"));
    QCOMPARE(r.next(line), LineReader::Status::Line);
    QCOMPARE(line, std::string("PO\rNG")); // a CR elsewhere is kept (and refused by the parser)
    QCOMPARE(r.next(line), LineReader::Status::NeedMore);
}

void TestProtocolWire::lineLimit_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("fits");
    QTest::newRow("1,023 and LF") << QByteArray(1023, 'x') + "\n" << true;
    QTest::newRow("1,022, CR and LF") << QByteArray(1022, 'x') + "\r\n" << true;
    QTest::newRow("1,024 and LF") << QByteArray(1024, 'x') + "\n" << false;
    QTest::newRow("1,023, CR and LF") << QByteArray(1023, 'x') + "\r\n" << false;
    QTest::newRow("1,024 without end yet") << QByteArray(1024, 'x') << false;
}

void TestProtocolWire::lineLimit() {
    QFETCH(QByteArray, bytes);
    QFETCH(bool, fits);
    LineReader r;
    r.append(bytes.toStdString());
    std::string line;
    QCOMPARE(r.next(line), fits ? LineReader::Status::Line : LineReader::Status::TooLong);
}

void TestProtocolWire::notUtf8() {
    for (const char* bad :
         {"CHAT \xff\n", "CHAT \xc0\x80\n", "CHAT \xed\xa0\x80\n", "CHAT \xe2\x82\n"}) {
        LineReader r;
        r.append(bad);
        std::string line;
        QCOMPARE(r.next(line), LineReader::Status::NotUtf8);
    }
}

void TestProtocolWire::roundTrip_data() {
    QTest::addColumn<QString>("line");
    const QString start = QString::fromStdString(formatPosition(Position::start(Rules::Turkish)));
    for (const char* l : {"BASHNI 2 Anna",
                          "BASHNI 2 Анна Каренина",
                          "BASHNI 2 Anna  Karenina", // spaces inside free text are its own
                          "SEAT -",
                          "SEAT g7Kq2 0123456789abcdef0123456789abcdef",
                          "GAME g7Kq2 standard b 300+3 start",
                          "GAME A_-9 intervening w - start",
                          "GAME x standard w 90+0.5 start",
                          "ACCEPT g7Kq2",
                          "DECLINE g7Kq2 not now, thanks",
                          "MOVE 1 c3-d4 299200",
                          "MOVE 12 c3:e5:c7",
                          "MOVE 100 a1-b2 1",
                          "SYNC 0",
                          "SYNC 41",
                          "SYNC 41 0",
                          "SYNC 2 17500",
                          "DRAW offer",
                          "DRAW accept",
                          "DRAW decline",
                          "TAKEBACK 0",
                          "TAKEBACK 4",
                          "TAKEBACK accept",
                          "TAKEBACK decline",
                          "RESIGN",
                          "TIMEOUT",
                          "FLAG",
                          "CHAT привет, <b>not bold</b> & no markup",
                          "PING p1",
                          "PONG Zz-_9",
                          "BYE",
                          "ERROR record mismatch at ply 3"})
        QTest::newRow(l) << QString::fromUtf8(l);
    QTest::newRow("set-up start") << "GAME t1 turkish w 60+0 " + start;
    QTest::newRow("chat of 500") << "CHAT " + QString(500, QChar(0x044F));
}

void TestProtocolWire::roundTrip() {
    QFETCH(QString, line);
    const std::string text = line.toStdString();
    const ParsedLine parsed = parseLine(text);
    QVERIFY2(parsed.message, parsed.error.c_str());
    QCOMPARE(formatLine(*parsed.message), text + "\n");
}

void TestProtocolWire::rejected_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("reason");
    const QString args = "bad arguments";
    QTest::newRow("empty") << QByteArray("") << "unknown command";
    QTest::newRow("lower case") << QByteArray("move 1 c3-d4") << "unknown command";
    QTest::newRow("unknown") << QByteArray("HELLO there") << "unknown command";
    QTest::newRow("greeting without name") << QByteArray("BASHNI 2") << args;
    QTest::newRow("greeting, control") << QByteArray("BASHNI 2 A\x1b[31m") << args;
    // Section 1: two spaces make a malformed line, also before free text; so does a space at
    // the end.
    QTest::newRow("greeting, two spaces") << QByteArray("BASHNI 2  x") << args;
    QTest::newRow("greeting, space at end") << QByteArray("BASHNI 2 x ") << args;
    QTest::newRow("chat, two spaces") << QByteArray("CHAT  hi") << args;
    QTest::newRow("decline, two spaces") << QByteArray("DECLINE g1  no") << args;
    // Bidirectional controls are control characters: a name must show as what it is.
    QTest::newRow("greeting, RLO") << QByteArray("BASHNI 2 \xE2\x80\xAE"
                                                 "Evil")
                                   << args;
    QTest::newRow("chat, RLI") << QByteArray("CHAT a\xE2\x81\xA7"
                                             "b")
                               << args;
    QTest::newRow("decline, LRM") << QByteArray("DECLINE g1 \xE2\x80\x8E") << args;
    QTest::newRow("seat, none") << QByteArray("SEAT") << args;
    QTest::newRow("seat, no secret") << QByteArray("SEAT g1") << args;
    QTest::newRow("seat, short secret") << QByteArray("SEAT g1 0123456789abcdef") << args;
    QTest::newRow("seat, upper case")
        << QByteArray("SEAT g1 0123456789ABCDEF0123456789abcdef") << args;
    QTest::newRow("seat, extra") << QByteArray("SEAT - x") << args;
    QTest::newRow("sync, used negative") << QByteArray("SYNC 3 -1") << args;
    QTest::newRow("sync, extra") << QByteArray("SYNC 3 1 2") << args;
    QTest::newRow("id too long") << QByteArray("ACCEPT " + QByteArray(33, 'a')) << args;
    QTest::newRow("id charset") << QByteArray("ACCEPT g.1") << args;
    QTest::newRow("accept, two ids") << QByteArray("ACCEPT a b") << args;
    QTest::newRow("rules") << QByteArray("GAME g1 russian b - start") << args;
    QTest::newRow("colour") << QByteArray("GAME g1 standard white - start") << args;
    QTest::newRow("clock per move") << QByteArray("GAME g1 standard b 60/move start") << args;
    QTest::newRow("clock no inc") << QByteArray("GAME g1 standard b 300 start") << args;
    QTest::newRow("clock zero") << QByteArray("GAME g1 standard b 0+3 start") << args;
    QTest::newRow("clock 4 decimals") << QByteArray("GAME g1 standard b 1+0.0001 start") << args;
    QTest::newRow("bad position") << QByteArray("GAME g1 standard b - a1:w,z9:b") << args;
    QTest::newRow("game, missing start") << QByteArray("GAME g1 standard b -") << args;
    QTest::newRow("ply 0") << QByteArray("MOVE 0 c3-d4") << args;
    QTest::newRow("ply leading zero") << QByteArray("MOVE 01 c3-d4") << args;
    QTest::newRow("ply sign") << QByteArray("MOVE +1 c3-d4") << args;
    QTest::newRow("ply huge") << QByteArray("MOVE 99999999999 c3-d4") << args;
    QTest::newRow("move upper case") << QByteArray("MOVE 1 C3-D4") << args;
    QTest::newRow("move x") << QByteArray("MOVE 1 c3xe5") << args;
    QTest::newRow("ms not a number") << QByteArray("MOVE 1 c3-d4 5s") << args;
    QTest::newRow("ms negative") << QByteArray("MOVE 1 c3-d4 -5") << args;
    QTest::newRow("extra token") << QByteArray("MOVE 1 c3-d4 5 6") << args;
    QTest::newRow("two spaces") << QByteArray("MOVE  1 c3-d4") << args;
    QTest::newRow("trailing space") << QByteArray("RESIGN ") << args;
    QTest::newRow("resign with text") << QByteArray("RESIGN now") << args;
    QTest::newRow("draw maybe") << QByteArray("DRAW maybe") << args;
    QTest::newRow("takeback offer") << QByteArray("TAKEBACK offer") << args;
    QTest::newRow("sync missing") << QByteArray("SYNC") << args;
    QTest::newRow("ping no token") << QByteArray("PING") << args;
    QTest::newRow("chat empty") << QByteArray("CHAT ") << args;
    QTest::newRow("chat control") << QByteArray("CHAT \x1b]0;x\x07") << args;
    QTest::newRow("chat too long") << "CHAT " + QByteArray(501, 'x') << "chat too long";
    QTest::newRow("decline without reason") << QByteArray("DECLINE g1") << args;
}

void TestProtocolWire::rejected() {
    QFETCH(QByteArray, line);
    QFETCH(QString, reason);
    const ParsedLine parsed = parseLine(line.toStdString());
    QVERIFY(!parsed.message);
    QCOMPARE(QString::fromStdString(parsed.error), reason);
}

void TestProtocolWire::fields() {
    const auto game = parseLine("GAME g7Kq2 intervening w 90+0.5 start");
    const auto& setup = std::get<wire::Game>(*game.message).setup;
    QCOMPARE(setup.id, std::string("g7Kq2"));
    QVERIFY(setup.rules == Rules::Intervening);
    QVERIFY(setup.guestColour == Color::White);
    QVERIFY(setup.clock == TimeControl::fischer(90'000, 500));
    QVERIFY(!setup.start);
    const auto move = std::get<wire::Move>(*parseLine("MOVE 7 c3:e5:c7 1500").message);
    QCOMPARE(move.ply, 7);
    QCOMPARE(move.move, std::string("c3:e5:c7"));
    QCOMPARE(*move.ms, Milliseconds(1500));
    // Another version's greeting is read, for the session to answer ERROR version: version 1's
    // too, and a version 1 program gets that answer from us.
    for (const char* other : {"BASHNI 1 Anna", "BASHNI 3", "BASHNI 1  x"}) {
        const auto parsed = parseLine(other);
        QVERIFY2(parsed.message, other);
        QVERIFY(std::get<wire::Hello>(*parsed.message).version != "2");
    }
    const auto seat =
        std::get<wire::Seat>(*parseLine("SEAT g7 00000000000000000000000000000abc").message);
    QCOMPARE(seat.id, std::string("g7"));
    QCOMPARE(seat.secret, std::string("00000000000000000000000000000abc"));
    QVERIFY(std::get<wire::Seat>(*parseLine("SEAT -").message).id.empty());
    const auto sync = std::get<wire::Sync>(*parseLine("SYNC 4 2500").message);
    QCOMPARE(sync.ply, 4);
    QCOMPARE(*sync.used, Milliseconds(2500));
    QVERIFY(!std::get<wire::Sync>(*parseLine("SYNC 4").message).used);
}

// A host's game ids are ids the protocol takes, and not the same twice.
void TestProtocolWire::newGameIds() {
    QSet<QString> seen;
    for (int i = 0; i < 100; ++i) {
        const std::string id = newGameId();
        QCOMPARE(id.size(), std::size_t(8));
        QVERIFY2(isValidId(id), id.c_str());
        seen.insert(QString::fromStdString(id));
    }
    QCOMPARE(seen.size(), 100);
}

// A seat's secret: 128 bits, never the same twice, compared without a shortcut.
void TestProtocolWire::secrets() {
    QSet<QString> seen;
    for (int i = 0; i < 200; ++i) {
        const std::string s = newSecret();
        QCOMPARE(s.size(), SecretLength);
        QVERIFY2(isValidSecret(s), s.c_str());
        QVERIFY(parseLine("SEAT g1 " + s).message);
        seen.insert(QString::fromStdString(s));
    }
    QCOMPARE(seen.size(), 200);
    QCOMPARE(SecretLength * 4, std::size_t(128));
    const std::string a = newSecret();
    std::string b = a;
    QVERIFY(sameSecret(a, b));
    b.back() = b.back() == '0' ? '1' : '0';
    QVERIFY(!sameSecret(a, b));
    QVERIFY(!sameSecret(a, a.substr(1)));
    QVERIFY(!sameSecret(a, ""));
}

QTEST_APPLESS_MAIN(TestProtocolWire)
#include "tst_protocol_wire.moc"
