"""What the whole page shows at one moment: the screen, its model, the notice, the state.

A new screen is a name returned by :func:`screen_name`, a model field of :class:`Page`
filled by :func:`present_page`, and its markup in the page's adapter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from briscola.app.acts import Act
from briscola.app.aids.hinting import position
from briscola.app.screens.daily import daily_offer, daily_result, today
from briscola.app.screens.learn import present_counting, share_box
from briscola.app.screens.lesson import lesson_offer, present_lesson, present_lesson_end
from briscola.app.screens.passing import PassModel, present_pass
from briscola.app.screens.result import ResultModel, present_result
from briscola.app.screens.review import ReviewModel, present_review
from briscola.app.screens.saved_data import SavedDataModel, present_saved_data
from briscola.app.screens.series_end import SeriesEndModel, has_series_end, present_series_end
from briscola.app.screens.start import StartModel, present_start
from briscola.app.screens.stats import (
    StatsModel,
    daily_figures,
    kept_rows,
    present_stats,
    puzzle_figures,
)
from briscola.app.screens.table import TableModel, present_table
from briscola.app.state import Overlay
from briscola.app.statistics.kept_hands import KeptHands
from briscola.app.statistics.puzzle_rating import puzzle_record
from briscola.engine.tuples import NamedTuple
from briscola.i18n import join_names, text
from briscola.setup.looks import DEFAULT_FELT, DEFAULT_PATTERN, OWN_BACK

if TYPE_CHECKING:
    from briscola.app.game.session import Session
    from briscola.app.screens.online import OnlineModel
    from briscola.app.screens.puzzle import PuzzleModel
    from briscola.app.state import PageState

FOCUS: Final = {
    "result": "#result-headline",
    "rules": "#rules-heading",
    "start": "#start-heading",
    "data": "#data-heading",
    "stats": "#stats-heading",
    "series": "#series-headline",
    "table": '#t-hand [data-focus="card-1"]',
    "review": "#review-heading",
    "puzzle": "#puzzle-heading",
    "pass": "#pass-go",
    "online": "#online-heading",
}
"""Where keyboard focus goes when a screen comes up."""


class Notice(NamedTuple):
    """The line above the screens: a message, perhaps one action button, perhaps a close
    button (``closable`` None: only when there is no action)."""

    message: str
    action: Act | None = None
    action_label: str = ""
    closable: bool | None = None


class Page(NamedTuple):
    """Everything the page shows; exactly one of the screen models is set for its screen
    (none for the rules, which depend on the language only)."""

    screen: str
    """"start", "table", "pass", "result", "series", "review", "rules", "data" or "stats"."""
    lang: str
    title: str
    in_game: bool
    """A series is on (the navigation offers to leave it)."""
    notice: Notice | None
    phase: str
    """The session's phase on the table, result and series screens, else the screen's name."""
    hold: bool
    """A finished trick stays on the table."""
    following: bool
    """This tab follows a game played in another one."""
    sound: bool = True
    """The sound effects are on (the bar's switch shows it)."""
    installable: bool = False
    """The browser offers to install the site as an app (the bar shows "Installa")."""
    start: StartModel | None = None
    table: TableModel | None = None
    result: ResultModel | None = None
    data: SavedDataModel | None = None
    review: ReviewModel | None = None
    stats: StatsModel | None = None
    series: SeriesEndModel | None = None
    puzzle: PuzzleModel | None = None
    passing: PassModel | None = None
    online: OnlineModel | None = None
    """The network table's screen (its invitations, the table filling, a pause, the end)."""
    private: bool = False
    """The screen shows one person's hand at a table of several people: the page does not
    keep it to paint at the next load (the pass screen comes first)."""
    pattern: str = DEFAULT_PATTERN
    """The deck whose pictures every card on every screen shows (``setup/looks.py``)."""
    back: str = OWN_BACK
    """The cards' back: the pattern's own, or one chosen."""
    felt: str = DEFAULT_FELT
    """The table's felt."""
    blank: tuple[str, ...] = ()
    """The screens whose markup leaves the document now, hidden or not: behind the pass
    screen, the table of the person before (their hand's buttons name its cards)."""

    @property
    def fragment(self) -> str:
        """The URL's fragment: the rules page and a puzzle name themselves so that a reload
        comes back to them."""
        if self.screen == "rules":
            return "rules"
        return self.puzzle.fragment if self.puzzle is not None else ""


def screen_name(state: PageState) -> str:
    """The screen to show now."""
    overlay = state.screen.overlay
    if overlay is Overlay.RULES or overlay is Overlay.DATA:
        return overlay.value
    if state.net.role:
        from briscola.app.screens.online import net_screen  # loaded with a network table

        return net_screen(state)
    if state.aids.puzzle is not None:
        return "puzzle"
    reviewing = state.aids.reviewing
    if reviewing is not None and reviewing.standalone and reviewing.open:
        return "review"
    if overlay is Overlay.STATS:
        return "stats"
    session = state.play.session
    if session is None:
        return "start"
    if session.phase in ("hand-over", "series-over") and not state.play.hold:
        if reviewing is not None and reviewing.of(session):
            return "review"
        return "series" if state.play.series_open and has_series_end(session) else "result"
    if state.passing_to() is not None:
        return "pass"
    return "table"


def present_page(state: PageState) -> Page:
    """What the page shows now."""
    lang, name, session = state.lang, screen_name(state), state.play.session
    in_game = session is not None and session.phase != "series-over"
    in_play = name in ("table", "result", "series")  # the pass screen's phase is "pass"
    phase = session.phase if session is not None and in_play else name
    page = Page(
        name,
        lang,
        text(lang, "app.title"),
        in_game,
        notice(state),
        phase,
        bool(state.play.hold),
        state.play.following,
        state.saved.settings.sound,
        state.alerts.installable,
        pattern=state.saved.settings.pattern,
        back=state.saved.settings.back,
        felt=state.saved.settings.felt,
    )
    if state.net.role and name in ("online", "table"):
        return _net_page(state, page)
    if name == "puzzle" and state.aids.puzzle is not None:
        from briscola.app.screens.puzzle import present_puzzle

        record = puzzle_record(state.saved.stats)
        return page._replace(puzzle=present_puzzle(state.aids.puzzle, record, lang))
    if name == "review" and state.aids.reviewing is not None:
        return page._replace(review=present_review(state.aids.reviewing, lang))
    if name == "start":
        start = present_start(
            state.saved.settings, state.saved.stats, lang, open=state.screen.settings_open
        )
        start = start._replace(daily=daily_offer(state), lesson=lesson_offer(state))
        return page._replace(start=start)
    if name == "data":
        when = state.ports.clock.local_time
        panel = state.ports.panel
        data = present_saved_data(
            panel.backups(),
            lang,
            lambda ms: when(ms, lang),
            panel.result(lang),
            panel.ok,
            state.play.following,
            bool(panel.erased),
            state.saved.persisted,
        )
        return page._replace(data=data)
    if name == "stats":
        result, ok = state.screen.stats_result
        stats = present_stats(
            state.saved.stats, lang, result, ok, state.play.following, state.saved.ratings
        )
        when = state.ports.clock.local_time
        hands = state.saved.kept or KeptHands()  # the controller reads them before the render
        kept = kept_rows(hands, lang, lambda ms: when(ms, lang))
        daily = daily_figures(state.saved.stats, today(state.ports.clock), lang)
        puzzles = puzzle_figures(puzzle_record(state.saved.stats), lang)
        return page._replace(stats=stats._replace(daily=daily, kept=kept, puzzles=puzzles))
    if name == "series" and session is not None:
        return page._replace(series=present_series_end(session, lang))
    if name == "result" and session is not None:
        shown = present_result(session, lang)
        reviewable = session.hand.tricks and not (state.play.following or session.settings.friends)
        review = text(lang, "review.open") if reviewable else ""
        hints = state.ports.hints.used_label(session, lang)
        shown = shown._replace(
            hints=hints, review_label=review, proof=state.ports.proofs.of(session)
        )
        box = share_box(state, session)
        shown = shown._replace(share_link=box.link, share_compare=box.compare)
        shown = shown._replace(daily=daily_result(state, session))
        if state.in_lesson():  # its own end: no review, share or proof of a fixed deal
            end = present_lesson_end(state)
            shown = shown._replace(lesson=end, review_label="", hints="", proof=None, daily="")
            return page._replace(result=shown, private=True)
        return page._replace(result=shown)
    passing = state.passing_to()
    if name == "pass" and session is not None and passing is not None:
        return page._replace(passing=present_pass(session, passing, lang), blank=("table",))
    if name == "table" and session is not None:
        page = page._replace(private=session.settings.friends)
        table = present_table(
            session,
            lang,
            hold_trick=bool(state.play.hold),
            following=state.play.following,
            refusal=state.play.refusal,
            thinking=_thinks(state, session),
        )
        if (
            table.my_turn
            and session.view().phase not in ("auction", "call")
            and not state.play.hold
        ):
            here = position(state.play.generation, session)
            table = table._replace(learn=state.ports.hints.bar(here, lang))
        table = table._replace(proof=state.ports.proofs.of(session))
        if state.saved.settings.counting != "off" and session.phase in ("human", "computer"):
            counting = present_counting(session.view(), state.saved.settings.counting, lang)
            table = table._replace(counting=counting)
        if state.in_lesson():  # the lesson's panel in the learning aids' place
            lesson = present_lesson(state)
            table = table._replace(learn=None, counting=(), proof=None, lesson=lesson)
            page = page._replace(private=True)  # a reload starts afresh: nothing to paint
        return page._replace(table=table)
    return page


def _net_page(state: PageState, page: Page) -> Page:
    """The network table's screen, or its hand on the table screen."""
    from briscola.app.screens.online import present_net_table, present_online

    lang = state.lang
    if page.screen == "online":
        return page._replace(online=present_online(state), in_game=False, private=True)
    table = present_net_table(state)
    if table is not None and state.saved.settings.counting != "off" and state.net.shown:
        counting = present_counting(state.net.shown, state.saved.settings.counting, lang)
        table = table._replace(counting=counting)
    phase = "human" if table is not None and table.my_turn else "computer"
    # in_game: the bar offers to leave the table ("Nuova partita"), asked first.
    return page._replace(table=table, in_game=True, private=True, phase=phase)


def _thinks(state: PageState, session: Session) -> bool:
    """Whether the table says that the computer to move has been thinking a while."""
    seat = session.hand.current_player
    return state.play.thinking == (position(state.play.generation, session), seat)


def saved_waiting(state: PageState) -> bool:
    """Whether a game in progress waits in the store while a shared hand is played."""
    return (
        state.aids.shared_play is not None
        and state.ports.store.get(state.ports.ns.key("session")) is not None
    )


def shared_play_sentences(lang: str, *, in_memory: bool, saved: bool) -> list[str]:
    """The notice's words over a shared hand played here: that a reload closes it (while the
    hand is on), and that the person's saved game waits for its end (both in one short
    sentence: on a phone the notice leaves the table its room)."""
    if in_memory and saved:
        return [text(lang, "share.in_memory_saved")]
    if in_memory:
        return [text(lang, "share.in_memory")]
    return [text(lang, "share.saved_waits")] if saved else []


def _following(state: PageState) -> Notice:
    """The notice of a tab that follows another one: what each tab shows, and the choice."""
    lang = state.lang
    if state.aids.shared_aside is not None:  # opened with a shared deal, which waits here
        message = "follow.shared_idle" if state.idle_elsewhere() else "follow.shared"
        label = "follow.take_shared"
    elif state.ports.lock.shared_elsewhere():  # the other tab plays a shared hand: the game waits
        message, label = "follow.other_shared", "follow.take_game"
    elif state.idle_elsewhere():  # nothing in progress there: a game started here plays here
        message, label = "follow.idle", "follow.take"
    else:
        message, label = "follow.notice", "follow.take"
    said = text(lang, message)
    if state.ports.seed is not None:  # the deals this tab was opened for come with its next hands
        said = f"{said} {text(lang, 'follow.seed', seed=state.ports.seed)}"
    return Notice(said, Act.TAKE, text(lang, label))


def notice(state: PageState) -> Notice | None:
    """The line above the screens: a crash, the following tab's offer, or what was wrong."""
    lang = state.lang
    if state.alerts.crashed:
        restart = text(lang, "crash.restart")
        return Notice(text(lang, "crash", error=state.alerts.crashed), Act.RESTART, restart)
    if state.play.following:
        return _following(state)
    if state.alerts.update_ready and state.between_hands():
        return Notice(text(lang, "update.notice"), Act.UPDATE, text(lang, "update.load"))
    sentences = []
    if state.alerts.problems:
        what = join_names(lang, [text(lang, f"problem.{kind}") for kind in state.alerts.problems])
        sentences.append(text(lang, "problem.sentence", what=what))
    if state.alerts.ignored:
        sentences.append(text(lang, "param.ignored", name=", ".join(state.alerts.ignored)))
    if state.alerts.unknown_act:
        sentences.append(text(lang, "act.unknown", act=state.alerts.unknown_act))
    if state.alerts.share_refused:
        sentences.append(text(lang, "share.refused"))
    if state.alerts.record_refused:
        sentences.append(state.alerts.record_refused.notice(lang))
    if state.net.problem and state.net.table is not None:
        sentences.append(state.net.problem)
    if state.aids.shared_play is not None and state.play.session is not None:
        sentences += shared_play_sentences(
            lang,
            in_memory=not state.between_hands(),
            saved=saved_waiting(state) and state.play.session.phase != "series-over",
        )
    if state.ports.full() and not state.alerts.full_dismissed:
        # Said plainly, with the download: nothing from now on reaches the storage.
        message = " ".join([text(lang, "store.full"), *sentences])
        return Notice(message, Act.DOWNLOAD, text(lang, "store.download"), closable=True)
    if state.aids.shared_aside is not None and state.aids.shared_play is None:
        # a shared deal this tab was opened with, set aside for a game started here
        sentences.append(text(lang, "share.waits"))
        return Notice(" ".join(sentences), Act.TAKE, text(lang, "follow.take_shared"))
    if sentences:
        return Notice(" ".join(sentences))
    return None
