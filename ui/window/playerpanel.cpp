#include "ui/window/playerpanel.h"

#include "ui/common/contrast.h"

#include <QApplication>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>

namespace bashni::ui {

namespace {

constexpr Milliseconds TenthsBelowMs = 10'000;

// A man of the side's colour, as on the board, at the screen's pixel density.
QPixmap disc(Color side, int size, qreal dpr) {
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(128, 128, 128), 1.5));
    p.setBrush(side == Color::White ? QColor(245, 240, 230) : QColor(30, 30, 30));
    p.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    return pm;
}

} // namespace

QString clockText(Milliseconds ms) {
    ms = std::max<Milliseconds>(ms, 0);
    const qint64 seconds = ms / 1000, minutes = seconds / 60, hours = minutes / 60;
    const auto two = [](qint64 n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (ms < TenthsBelowMs)
        return QStringLiteral("0:%1.%2").arg(two(seconds)).arg((ms % 1000) / 100);
    if (hours > 0)
        return QStringLiteral("%1:%2:%3").arg(hours).arg(two(minutes % 60), two(seconds % 60));
    return QStringLiteral("%1:%2").arg(minutes).arg(two(seconds % 60));
}

// One side: its colour, its name and its clock, highlighted while it is to move.
class PlayerRow : public QFrame {
  public:
    explicit PlayerRow(Color side) : side_(side) {
        setFrameShape(QFrame::StyledPanel);
        setAutoFillBackground(true);
        auto* layout = new QHBoxLayout(this);
        colour_ = new QLabel;
        name_ = new QLabel;
        name_->setTextFormat(Qt::PlainText);
        name_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // a long name elides
        clock_ = new QLabel;
        clock_->setAutoFillBackground(true);
        clock_->setMargin(2);
        QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont); // digits that do not jump
        f.setPointSizeF(font().pointSizeF() * 1.5);
        f.setBold(true);
        clock_->setFont(f);
        layout->addWidget(colour_);
        layout->addWidget(name_, 1);
        layout->addWidget(clock_);
    }

    void setSide(const QString& name, bool toMove) {
        fullName_ = name;
        toMove_ = toMove;
        QFont f = font();
        f.setBold(toMove);
        name_->setFont(f);
        QPalette pal = palette();
        const QPalette base = QApplication::palette();
        const QColor back = base.color(toMove ? QPalette::Highlight : QPalette::Window);
        pal.setColor(QPalette::Window, back);
        pal.setColor(QPalette::WindowText,
                     readableOn(back, base.color(toMove ? QPalette::HighlightedText
                                                        : QPalette::WindowText)));
        setPalette(pal);
        updateName();
        updateAccessibleName();
    }

    void setClock(std::optional<Milliseconds> ms, bool low) {
        const QString text = ms ? clockText(*ms) : QString();
        // Called ten times a second: most calls change nothing.
        if (text == clock_->text() && low == low_ && ms.has_value() == !clock_->isHidden()) return;
        low_ = low;
        clock_->setVisible(ms.has_value());
        clock_->setText(text);
        // Red with white digits reads on light and dark themes, highlighted or not.
        QPalette pal; // nothing set: the row's colours
        if (low) {
            pal.setColor(QPalette::Window, QColor(198, 40, 40));
            pal.setColor(QPalette::WindowText, Qt::white);
        }
        clock_->setPalette(pal);
        updateAccessibleName();
    }

    QString name() const { return fullName_; }
    QString clock() const { return clock_->isVisibleTo(this) ? clock_->text() : QString(); }
    bool toMove() const { return toMove_; }

  protected:
    void resizeEvent(QResizeEvent* e) override {
        QFrame::resizeEvent(e);
        updateName();
    }
    void showEvent(QShowEvent* e) override {
        QFrame::showEvent(e);
        const int size = fontMetrics().height();
        colour_->setPixmap(disc(side_, size, devicePixelRatioF()));
    }

  private:
    void updateName() {
        name_->setText(name_->fontMetrics().elidedText(fullName_, Qt::ElideRight,
                                                       std::max(name_->width(), 40)));
        name_->setToolTip(fullName_);
    }
    void updateAccessibleName() {
        const QString colour =
            side_ == Color::White ? PlayerPanel::tr("White") : PlayerPanel::tr("Black");
        QString text = PlayerPanel::tr("%1: %2").arg(colour, fullName_);
        if (!clock().isEmpty()) text += PlayerPanel::tr(", %1 left").arg(clock());
        if (toMove_) text += PlayerPanel::tr(", to move");
        setAccessibleName(text);
    }

    Color side_;
    QLabel* colour_;
    QLabel* name_;
    QLabel* clock_;
    QString fullName_;
    bool toMove_ = false;
    bool low_ = false;
};

PlayerPanel::PlayerPanel(QWidget* parent) : QWidget(parent) {
    rows_ = {new PlayerRow(Color::White), new PlayerRow(Color::Black)};
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("playerStatus"));
    status_->setWordWrap(true);
    status_->setAlignment(Qt::AlignCenter);
    status_->hide();
    layout_ = new QVBoxLayout(this);
    layout_->setContentsMargins(4, 4, 4, 4);
    layout_->addWidget(rows_[1]); // Black across the board from White
    layout_->addWidget(rows_[0]);
    layout_->addWidget(status_);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

void PlayerPanel::setSides(const Side& white, const Side& black) {
    rows_[0]->setSide(white.name, white.toMove);
    rows_[1]->setSide(black.name, black.toMove);
}

void PlayerPanel::setClock(Color side, std::optional<Milliseconds> ms, bool low) {
    rows_[std::size_t(side)]->setClock(ms, low);
}

void PlayerPanel::setWhiteOnTop(bool whiteOnTop) {
    if (whiteOnTop == whiteOnTop_) return;
    whiteOnTop_ = whiteOnTop;
    layout_->removeWidget(rows_[0]);
    layout_->insertWidget(whiteOnTop ? 0 : 1, rows_[0]);
}

void PlayerPanel::setStatus(const QString& text) {
    status_->setText(text);
    status_->setVisible(!text.isEmpty());
}

QString PlayerPanel::name(Color side) const {
    return rows_[std::size_t(side)]->name();
}

QString PlayerPanel::clock(Color side) const {
    return rows_[std::size_t(side)]->clock();
}

bool PlayerPanel::highlighted(Color side) const {
    return rows_[std::size_t(side)]->toMove();
}

QString PlayerPanel::status() const {
    return status_->isVisibleTo(this) ? status_->text() : QString();
}

} // namespace bashni::ui
