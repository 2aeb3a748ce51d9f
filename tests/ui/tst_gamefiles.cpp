// ui/files without a window: the autosave keeps everything a restart needs in its one file, the
// game-file service reads, saves and pastes, and many problems are summarised for a message box.
#include "core/notation.h"
#include "core/pdn.h"
#include "tests/common/peakheap.h"
#include "ui/common/settings.h"
#include "ui/files/atomicwrite.h"
#include "ui/files/autosave.h"
#include "ui/files/gamefiles.h"
#include "ui/files/pastedtext.h"
#include "ui/files/problemreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace bashni;
using namespace bashni::ui;

namespace {

Game playedGame(std::initializer_list<const char*> moves) {
    Game g;
    for (const char* m : moves)
        if (!g.play(m)) qFatal("illegal test move %s", m);
    return g;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeText(const QString& path, const QByteArray& text) {
    return writeFileAtomically(path, std::string_view(text.constData(), std::size_t(text.size())));
}

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();

    void autosaveNeedsOnlyItsFile();
    void autosaveTagsStayInTheAutosave();
    void autosaveOfAnOlderVersionIsContinued();
    void finishedGameIsKeptUntilSaved();
    void damagedAutosaveIsSetAside();
    void secondOwnerKeepsNoAutosave();
    void readsGoodGamesAndReportsBadOnes();
    void unreadableFileLeavesRecentFiles();
    void saveIsAtomicAndAdoptsTheFile();
    void severalGamesLeaveNoFileName();
    void manyProblemsAreSummarised();
    void manyGamesAreListedThenLoadedOne();
    void changedFileLoadsNothing();
    void pastedPositionGameOrNeither();
    void pasteReadsOnlyTheFirstGame();
    void saveAsProposesANameInTheLastFolder();

  private:
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestGameFiles::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("bashni-test");
    QCoreApplication::setApplicationName("tst_gamefiles");
}

void TestGameFiles::init() {
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
}

void TestGameFiles::cleanup() {
    dir_.reset();
    QSettings().clear();
}

// A kill between writing the record and writing anything else cannot mix two states: there is
// nothing else. Computer against computer at ply 3 of 4 comes back exactly so, with no settings.
void TestGameFiles::autosaveNeedsOnlyItsFile() {
    const QString path = dir_->filePath("autosave.pdn");
    SavedGame state{playedGame({"c3-d4", "f6-e5", "d4:f6", "g7:e5"}), {}, "/home/a/b.pdn", false};
    state.game.goTo(3);
    state.setup.players = {PlayerKind::Computer, PlayerKind::Computer};
    state.setup.level = 7;
    state.setup.thinkMs = 1500;
    {
        Autosave a(path);
        QVERIFY(a.owned());
        QVERIFY(a.save(state.game, state.setup, state.fileName, state.modified));
    }
    QSettings().clear(); // whatever the settings hold, the file is enough
    Autosave b(path);
    const auto restored = b.restore();
    QVERIFY(restored);
    QCOMPARE(restored->game.plyCount(), 4);
    QCOMPARE(restored->game.currentPly(), 3);
    QVERIFY(restored->setup.players[0] == PlayerKind::Computer);
    QVERIFY(restored->setup.players[1] == PlayerKind::Computer);
    QCOMPARE(restored->setup.level, 7);
    QCOMPARE(restored->setup.thinkMs, qint64(1500));
    QCOMPARE(restored->fileName, QString("/home/a/b.pdn"));
    QVERIFY(!restored->modified);
    QVERIFY(QSettings().childGroups().isEmpty()); // and nothing was put there
}

void TestGameFiles::autosaveTagsStayInTheAutosave() {
    const QString path = dir_->filePath("autosave.pdn");
    SavedGame state{playedGame({"c3-d4"}), {}, {}, true};
    state.game.setTag("Event", "Club");
    Autosave a(path);
    QVERIFY(a.save(state.game, state.setup, state.fileName, state.modified));
    QVERIFY(readAll(path).contains("[AutosavePly \"1\"]"));
    QVERIFY(writePdn(state.game).find("Autosave") == std::string::npos); // the game itself: none
    const auto restored = a.restore();
    QVERIFY(restored);
    for (const auto& [name, value] : restored->game.tags())
        QVERIFY2(!QString::fromStdString(name).startsWith("Autosave"), name.c_str());
    QCOMPARE(restored->game.tag("Event"), std::string("Club"));
    QVERIFY(restored->modified);
}

void TestGameFiles::autosaveOfAnOlderVersionIsContinued() {
    const QString path = dir_->filePath("autosave.pdn");
    QVERIFY(writeText(path, "[Event \"?\"]\n\n1. c3-d4 f6-e5 *\n"));
    {
        Autosave a(path); // nothing beside it: two humans at the end of the line
        const auto restored = a.restore();
        QVERIFY(restored);
        QCOMPARE(restored->game.currentPly(), 2);
        QVERIFY(restored->setup.players[0] == PlayerKind::Human);
        QVERIFY(restored->setup.players[1] == PlayerKind::Human);
    }
    // What an older version kept in the settings is read once, then left behind.
    QSettings q;
    q.beginGroup("autosave");
    q.setValue("whiteComputer", false);
    q.setValue("blackComputer", true);
    q.setValue("level", 6);
    q.setValue("ply", 1);
    q.setValue("fileName", "/home/a/old.pdn");
    q.setValue("modified", false);
    q.endGroup();
    Autosave a(path);
    const auto restored = a.restore();
    QVERIFY(restored);
    QCOMPARE(restored->game.currentPly(), 1);
    QVERIFY(restored->setup.players[1] == PlayerKind::Computer);
    QCOMPARE(restored->setup.level, 6);
    QCOMPARE(restored->fileName, QString("/home/a/old.pdn"));
    QVERIFY(!restored->modified);
    QVERIFY(a.save(restored->game, restored->setup, restored->fileName, restored->modified));
    QVERIFY(!QSettings().childGroups().contains("autosave"));
}

// A finished game not saved anywhere comes back, so that quitting never throws it away; once in
// its file it is not shown again.
void TestGameFiles::finishedGameIsKeptUntilSaved() {
    const QString path = dir_->filePath("autosave.pdn");
    SavedGame state{playedGame({"c3-d4"}), {}, {}, true};
    state.game.resign(Color::Black);
    Autosave a(path);
    QVERIFY(a.save(state.game, state.setup, state.fileName, state.modified));
    const auto restored = a.restore();
    QVERIFY(restored);
    QVERIFY(restored->game.isOver());
    QCOMPARE(restored->game.plyCount(), 1);
    QVERIFY(a.save(state.game, state.setup, dir_->filePath("game.pdn"), false));
    QVERIFY(!a.restore());
    QVERIFY(a.save(Game(), {}, {}, false)); // no moves: nothing worth continuing
    QVERIFY(!a.restore());
    QVERIFY(a.brokenCopy().isEmpty());
}

// Cut short anywhere (inside a move, after a whole move, after the tags) or not a record at all:
// the file is kept aside whole under a name of its own, and an earlier copy is never replaced.
void TestGameFiles::damagedAutosaveIsSetAside() {
    const QString path = dir_->filePath("autosave.pdn");
    {
        Autosave a(path);
        QVERIFY(a.save(playedGame({"c3-d4", "f6-e5", "d4:f6"}), {}, {}, true));
    }
    const QByteArray whole = readAll(path);
    const qsizetype tagsEnd = whole.indexOf("\n\n") + 1;
    const QByteArray damaged[] = {
        whole.left(whole.indexOf("d4:f6") + 2),    // inside a move
        whole.left(whole.indexOf("d4:f6") + 5),    // after a whole move
        whole.left(tagsEnd),                       // after the tags
        whole.left(whole.indexOf("AutosaveFile")), // inside a tag
        QByteArray("\x7f\x45\x4c\x46\x02\x01\x01\0\0garbage\xff\xfe", 18),
        QByteArray(), // empty
    };
    QStringList copies;
    for (const QByteArray& text : damaged) {
        QVERIFY(writeText(path, text));
        Autosave a(path);
        QVERIFY(!a.restore());
        const QString copy = a.brokenCopy();
        QVERIFY2(QFileInfo(copy).fileName().contains(
                     QRegularExpression("^autosave\\.pdn\\.broken-\\d{8}-\\d{6}(-\\d+)?$")),
                 qPrintable(copy));
        QCOMPARE(QFileInfo(copy).absolutePath(), QFileInfo(path).absolutePath());
        QCOMPARE(readAll(copy), text);
        QVERIFY(!QFile::exists(path));
        QVERIFY(!copies.contains(copy));
        copies << copy;
    }
    for (int i = 0; i < copies.size(); ++i) QCOMPARE(readAll(copies.at(i)), damaged[i]);
}

void TestGameFiles::secondOwnerKeepsNoAutosave() {
    const QString path = dir_->filePath("autosave.pdn");
    Autosave first(path);
    QVERIFY(first.save(playedGame({"c3-d4"}), {}, {}, true));
    Autosave second(path);
    QVERIFY(!second.owned());
    QVERIFY(!second.save(playedGame({"a3-b4"}), {}, {}, true));
    QVERIFY(readAll(path).contains("c3-d4"));
}

void TestGameFiles::readsGoodGamesAndReportsBadOnes() {
    Settings settings;
    GameFiles files(settings);
    const QString path = dir_->filePath("some.pdn");
    QVERIFY(writeText(path, "[White \"Ann\"]\n\n1. c3-d4 *\n\n[White \"Bad\"]\n\n1. c3-c4 *\n"));
    const OpenedFile read = files.read(path);
    QCOMPARE(read.games.size(), 1);
    QCOMPARE(read.games.at(0).white, QString("Ann"));
    QVERIFY(read.first);
    QCOMPARE(read.first->tag("White"), std::string("Ann"));
    QCOMPARE(read.first->plyCount(), 1);
    QCOMPARE(read.errors.size(), 1);
    QVERIFY2(read.errors[0].startsWith(path + ":7:"), qPrintable(read.errors[0]));
    QVERIFY(read.problem.isEmpty());
}

void TestGameFiles::unreadableFileLeavesRecentFiles() {
    Settings settings;
    GameFiles files(settings);
    const QString path = dir_->filePath("gone.pdn");
    settings.addRecentFile(path);
    QSignalSpy changed(&files, &GameFiles::recentFilesChanged);
    const OpenedFile read = files.read(path);
    QVERIFY(read.games.empty());
    QVERIFY(!read.first);
    QVERIFY(!read.problem.isEmpty());
    QVERIFY(!files.recentFiles().contains(path));
    QCOMPARE(changed.count(), 1);
}

void TestGameFiles::saveIsAtomicAndAdoptsTheFile() {
    Settings settings;
    GameFiles files(settings);
    QSignalSpy name(&files, &GameFiles::fileNameChanged);
    files.setModified(true);
    const QString path = dir_->filePath("game.pdn");
    const Game game = playedGame({"c3-d4", "f6-e5"});
    QVERIFY(files.save(game, path));
    QCOMPARE(files.fileName(), path);
    QVERIFY(!files.isModified());
    QCOMPARE(name.count(), 1);
    QCOMPARE(files.recentFiles().value(0), path);
    QCOMPARE(readAll(path), QByteArray::fromStdString(writePdn(game)));
    // A file that cannot be written keeps the old one, and says why.
    QString error;
    QVERIFY(!files.save(game, dir_->filePath("no/such/dir/x.pdn"), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(files.fileName(), path);
}

void TestGameFiles::severalGamesLeaveNoFileName() {
    Settings settings;
    GameFiles files(settings);
    files.adopt(dir_->filePath("two.pdn"), false); // saving must not drop the other games
    QVERIFY(files.fileName().isEmpty());
    QCOMPARE(files.recentFiles().value(0), dir_->filePath("two.pdn"));
    files.adopt(dir_->filePath("one.pdn"), true);
    QCOMPARE(files.fileName(), dir_->filePath("one.pdn"));
}

// 10,000 broken games: the message box lists a few and keeps the rest in its details.
void TestGameFiles::manyProblemsAreSummarised() {
    QByteArray text;
    for (int i = 0; i < 10'000; ++i) text += "[Event \"x\"]\n\n1. c3-c4 *\n\n";
    const QString path = dir_->filePath("broken.pdn");
    QVERIFY(writeText(path, text));
    Settings settings;
    GameFiles files(settings);
    const OpenedFile read = files.read(path);
    QCOMPARE(read.errors.size(), 10'000);
    const ProblemReport report = reportProblems("Headline", read.errors);
    QVERIFY2(report.summary.count('\n') <= 10, qPrintable(report.summary));
    QVERIFY(report.summary.contains(read.errors.first()));
    QVERIFY(report.summary.contains("9995")); // how many more
    QCOMPARE(report.details.count('\n'), 9'999);
    const ProblemReport few = reportProblems("Headline", read.errors.mid(0, 2));
    QVERIFY(few.details.isEmpty());
    QVERIFY(few.summary.contains(read.errors[1]));
}

namespace {

// Game `i` of manyGames(): its summary, with no game broken.
GameSummary manyGame(int i) {
    return {QStringLiteral("W%1").arg(i),
            QStringLiteral("Player %1").arg(i % 50),
            QStringLiteral("2026.01.%1").arg(i % 28 + 1, 2, 10, QLatin1Char('0')),
            QStringLiteral("Club %1").arg(i % 10),
            i % 3 == 1 ? Result::Draw : Result::Unfinished,
            i % 3 == 2 ? 0 : i % 3 + 1};
}

// The most games a file may hold, every thousandth broken (an illegal move).
constexpr int ManyGames = 100'000;
bool isBroken(int i) {
    return i % 1000 == 999;
}
QByteArray manyGames() {
    static const char* const moves[] = {"1. c3-d4 *", "1. c3-d4 f6-e5 1-1", "*"};
    QByteArray text;
    for (int i = 0; i < ManyGames; ++i) {
        if (isBroken(i)) {
            text += "[White \"Bad\"]\n\n1. c3-c4 *\n\n";
            continue;
        }
        const GameSummary g = manyGame(i);
        text += QStringLiteral("[Event \"%1\"]\n[Date \"%2\"]\n[White \"%3\"]\n[Black \"%4\"]\n\n")
                    .arg(g.event, g.date, g.white, g.black)
                    .toUtf8();
        text += moves[i % 3];
        text += "\n\n";
    }
    return text;
}

// The game in the file of the `n`th game that reads (from 0): one in a thousand is broken.
int fileIndex(int n) {
    return n + n / 999;
}

} // namespace

// A file of 100,000 games keeps a summary a game (a few numbers, its texts shared with the games
// that repeat them) and the first game whole; the game chosen is read again up to it, the broken
// ones passed over as they were when listing.
void TestGameFiles::manyGamesAreListedThenLoadedOne() {
    const QString path = dir_->filePath("many.pdn");
    QVERIFY(writeText(path, manyGames()));
    Settings settings;
    GameFiles files(settings);
    OpenedFile read;
    const std::size_t peak = peakHeap([&] { read = files.read(path); });
    // The games whole took over 150 MB; their summaries take about 10 MB, most of it for the
    // 100,000 different names, each held once.
    QVERIFY2(peak < (16 << 20), qPrintable(QString("%1 bytes at most").arg(peak)));
    const int readable = ManyGames - ManyGames / 1000;
    QCOMPARE(read.games.size(), readable);
    QCOMPARE(read.errors.size(), ManyGames / 1000);
    QVERIFY2(read.errors[0].startsWith(path + ":"), qPrintable(read.errors[0]));
    QVERIFY(read.problem.isEmpty());
    QVERIFY(read.first);
    QCOMPARE(GameSummary::of(*read.first), manyGame(0));
    for (const int n : {0, 1, 2, 998, 999, 1000, 54'321, readable - 1})
        QCOMPARE(read.games.at(n), manyGame(fileIndex(n)));
    QCOMPARE(read.games.at(5).result, Result::Unfinished); // fileIndex 5: "*", no moves
    QCOMPARE(read.games.at(5).plies, 0);
    QCOMPARE(read.games.at(4).result, Result::Draw); // "1. c3-d4 f6-e5 1-1"
    QCOMPARE(read.games.at(4).plies, 2);
    // A text repeated from game to game is held once.
    QCOMPARE(read.games.text(3, GameSummaries::Event).constData(),
             read.games.text(13, GameSummaries::Event).constData());
    QCOMPARE(read.games.text(0, GameSummaries::Black).constData(),
             read.games.text(50, GameSummaries::Black).constData());

    for (const int n : {1, 998, 999, 54'321, readable - 1}) {
        const LoadedGame loaded = files.load(path, n, read.games.at(n));
        QVERIFY2(loaded.game, qPrintable(loaded.problem));
        QVERIFY(loaded.problem.isEmpty());
        QCOMPARE(GameSummary::of(*loaded.game), manyGame(fileIndex(n)));
    }
    const LoadedGame last = files.load(path, readable - 1, read.games.at(readable - 1));
    QCOMPARE(last.game->tag("White"), std::string("W99998")); // the file's last game is broken
    // Another game than the one listed there is not taken for it.
    const LoadedGame other = files.load(path, 7, read.games.at(8));
    QVERIFY(!other.game);
    QVERIFY2(other.problem.startsWith(path + ": "), qPrintable(other.problem));
}

// The file changed between listing and loading: a game no longer there, another game in its
// place, or no file, loads nothing and says why; a file gone leaves the recent files.
void TestGameFiles::changedFileLoadsNothing() {
    const QString path = dir_->filePath("three.pdn");
    QVERIFY(writeText(path, "[White \"Ann\"]\n\n1. c3-d4 *\n\n[White \"Bob\"]\n\n1. e3-f4 *\n\n"
                            "[White \"Cid\"]\n\n1. g3-h4 *\n"));
    Settings settings;
    GameFiles files(settings);
    const OpenedFile read = files.read(path);
    QCOMPARE(read.games.size(), 3);
    files.adopt(path, false);
    QVERIFY(files.load(path, 2, read.games.at(2)).game);

    QVERIFY(writeText(path, "[White \"Ann\"]\n\n1. c3-d4 *\n\n[White \"Bob\"]\n\n1. e3-f4 *\n"));
    const LoadedGame shorter = files.load(path, 2, read.games.at(2));
    QVERIFY(!shorter.game);
    QVERIFY2(shorter.problem.startsWith(path + ": "), qPrintable(shorter.problem));
    QVERIFY(files.load(path, 1, read.games.at(1)).game); // the game there is still Bob's

    QVERIFY(
        writeText(path, "[White \"Ann\"]\n\n1. c3-d4 *\n\n[White \"Bob\"]\n\n1. e3-f4 f6-g5 *\n"));
    QVERIFY(!files.load(path, 1, read.games.at(1)).game); // one ply more: not the game listed

    QVERIFY(QFile::remove(path));
    const LoadedGame gone = files.load(path, 1, read.games.at(1));
    QVERIFY(!gone.game);
    QVERIFY2(gone.problem.startsWith(path + ": "), qPrintable(gone.problem));
    QVERIFY(gone.problem != shorter.problem); // the system's reason, not a changed file
    QVERIFY(!files.recentFiles().contains(path));
}

void TestGameFiles::pastedPositionGameOrNeither() {
    const PastedGame pos = readPastedText("  W:c3=w,f6=b\n", Rules::Standard, {});
    QVERIFY(pos.game);
    QCOMPARE(pos.game->plyCount(), 0);
    QVERIFY(pos.game->fromSetUp());
    const PastedGame game = readPastedText("1. c3-d4 f6-e5 *", Rules::Standard, {});
    QVERIFY(game.game);
    QCOMPARE(game.game->plyCount(), 2);
    const PastedGame neither = readPastedText("hello", Rules::Standard, {});
    QVERIFY(!neither.game);
    QVERIFY(!neither.error.isEmpty());
}

// A clipboard of a million games is read up to its first game: what the paste holds at once is
// the text and one game, never every game (a million empty games took a GB read whole).
void TestGameFiles::pasteReadsOnlyTheFirstGame() {
    QString many;
    many.reserve(2'000'000);
    for (int i = 0; i < 1'000'000; ++i) many += QStringLiteral("* ");
    struct Paste {
        PastedGame pasted;
        std::size_t peak = 0; // bytes
    };
    const auto paste = [](const QString& text) {
        Paste p;
        p.peak = peakHeap([&] { p.pasted = readPastedText(text, Rules::Standard, {}); });
        return p;
    };
    // The text as bytes (2 MB) and a little more; a million games held at once take over a GB.
    const auto cheap = [](const Paste& p) { return p.peak < (4 << 20); };
    const auto cost = [](const Paste& p) { return QString("%1 bytes at most").arg(p.peak); };
    const Paste first = paste(QStringLiteral("1. c3-d4 ") + many);
    QVERIFY2(cheap(first), qPrintable(cost(first)));
    QVERIFY(first.pasted.game);
    QCOMPARE(first.pasted.game->plyCount(), 1);
    QCOMPARE(first.pasted.game->moveText(1), std::string("c3-d4"));
    // A first game without tags or moves is no game; the million after it are not read for one.
    const Paste bare = paste(many);
    QVERIFY2(cheap(bare), qPrintable(cost(bare)));
    QVERIFY(!bare.pasted.game);
    QVERIFY(!bare.pasted.error.isEmpty());
    // Broken games before the first that reads are passed over; with none that reads, the first
    // failure says why.
    const Paste afterBroken =
        paste(QStringLiteral("[Event \"1\"]\n1. c3-c5 *\n[Event \"2\"]\n1. c3-d4 ") + many);
    QVERIFY2(cheap(afterBroken), qPrintable(cost(afterBroken)));
    QVERIFY(afterBroken.pasted.game);
    QCOMPARE(afterBroken.pasted.game->plyCount(), 1);
    const PastedGame broken =
        readPastedText(QStringLiteral("[Event \"1\"]\n1. c3-c5 *\n[Event \"2\"]\n1. a3-a5 *"),
                       Rules::Standard, {});
    QVERIFY(!broken.game);
    QVERIFY2(broken.error.startsWith("clipboard:2:4: illegal move c3-c5"),
             qPrintable(broken.error));
}

void TestGameFiles::saveAsProposesANameInTheLastFolder() {
    Settings settings;
    GameFiles files(settings);
    Game game;
    game.setTag("White", "Ann");
    game.setTag("Black", "Computer (level 3)");
    game.setTag("Date", "2026.12.01");
    const QDir documents(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    QCOMPARE(files.proposedPath(game),
             documents.filePath("Ann - Computer (level 3) 2026-12-01.pdn"));
    // What a file name cannot hold is replaced; what is unknown is left out.
    game.setTag("White", "A/B\\: \"C\"?\tD");
    QCOMPARE(QFileInfo(files.proposedPath(game)).fileName(),
             QString("A_B__ _C___D - Computer (level 3) 2026-12-01.pdn"));
    game.setTag("White", "?");
    game.setTag("Date", "????.??.??");
    QCOMPARE(QFileInfo(files.proposedPath(game)).fileName(), QString("Computer (level 3).pdn"));
    // Then the folder last saved to or opened from.
    QVERIFY(files.save(game, dir_->filePath("saved.pdn")));
    QCOMPARE(QFileInfo(files.proposedPath(game)).absolutePath(),
             QFileInfo(dir_->path()).absoluteFilePath());
    QDir(dir_->path()).mkdir("sub");
    QVERIFY(QFile::copy(dir_->filePath("saved.pdn"), dir_->filePath("sub/opened.pdn")));
    files.read(dir_->filePath("sub/opened.pdn"));
    QCOMPARE(QFileInfo(files.proposedPath(game)).absolutePath(),
             QFileInfo(dir_->filePath("sub")).absoluteFilePath());
    QCOMPARE(Settings().lastFolder(), QFileInfo(dir_->filePath("sub")).absoluteFilePath());
}

QTEST_GUILESS_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
