"""New match: the game, its seats (a person or a computer, and names) and its house rules.

Every game offers its own seat counts and house rules (its spec says which, with their
ranges; its presentation names them). The set-up starts from the last table of that game.
"""

from __future__ import annotations

from typing import Any

import pygame

from coteccio_gui import games
from coteccio_gui.i18n import _
from coteccio_gui.live import HUMAN
from coteccio_gui.players import LEVELS
from coteccio_gui.settings import MAX_NAME
from coteccio_gui.ui.core import keys, prefs, theme
from coteccio_gui.ui.core.form import Form, Row
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.games import playable, presentation
from coteccio_gui.ui.games.registry import entry
from coteccio_gui.ui.words import level_name

KINDS = (HUMAN, *LEVELS)
DEFAULT_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Ivo")


def kind_label(kind: str) -> str:
    """How a seat's kind reads on screen."""
    if kind == HUMAN:
        return _("Human")
    return _("Computer: {level}").format(level=level_name(kind))


class SetupScene(Scene):
    """Set up a table in seconds: the defaults are one human and computers at normal."""

    def __init__(self, app: App, game: str = games.DEFAULT) -> None:
        super().__init__(app)
        self.error = ""
        self.form = Form([])
        self.built = False
        self.choose_game(game)

    def choose_game(self, game: str) -> None:
        """Set up a table of ``game``, starting from its last table (or the defaults)."""
        self.game = game
        self.spec = games.spec(game)
        self.look = presentation(game)
        most = self.spec.max_players
        self.seats: list[list[str]] = [[DEFAULT_NAMES[0], HUMAN]] + [
            [DEFAULT_NAMES[i % len(DEFAULT_NAMES)], "normal"] for i in range(1, most)
        ]
        self.count = self.spec.default_players
        self.presets = {k: r.to_dict() for k, r in self.spec.presets().items()}
        self.rules: dict[str, Any] = dict(next(iter(self.presets.values())))
        last = self.app.settings.last_tables.get(game)  # checked when the settings were read
        if last:
            self.count = last["players"]
            for i, seat in enumerate(last["seats"][:most]):
                self.seats[i] = list(seat)
            # a rule added since that table takes the default of the first preset
            self.rules = {**self.rules, **last["rules"]}
        self._build()

    @property
    def preset(self) -> str:
        """The preset the rules are, or ``custom``."""
        return next((n for n, r in self.presets.items() if r == self.rules), "custom")

    def _preset_label(self) -> str:
        """The preset's name, or *Custom* in the player's words when the rules match none."""
        return _("Custom") if self.preset == "custom" else self.look.preset_name(self.preset)

    def _build(self) -> None:
        rows = []
        if len(playable()) > 1:
            rows.append(Row(_("Game"), self.look.title, self._step_game))
        players = Row(_("Players"), lambda: str(self.count), self._step_count)
        fixed = self.spec.min_players == self.spec.max_players
        if fixed:  # the game's one number, greyed: no arrows that change nothing
            players.step, players.note = None, players.value
        rows.append(players)
        self.seat_rows = {len(rows) + i: i for i in range(self.count)}
        """Which seat each seat row sets up (its level is explained under the form)."""
        for i in range(self.count):
            rows.append(
                Row(
                    _("Seat {n}").format(n=i + 1),
                    self._kind_value(i),
                    self._kind_step(i),
                    text=self._namer(i),
                    typed=self._name_value(i),
                )
            )
        if len(self.presets) > 1:
            rows.append(Row(_("House rules"), self._preset_label, self._step_preset))
        for field in self.spec.rule_fields():
            rows.append(
                Row(
                    self.look.rule_label(field.key),
                    self._rule_value(field.key),
                    self._rule_step(field),
                    indent=24,
                    note=self._rule_note(field.key),
                )
            )
        rows.append(Row(_("Start the match"), lambda: "", press=self.start))
        rows.append(Row(_("Back"), lambda: "", press=lambda: self.app.pop(self)))
        # The game was chosen just before: the first line to change is the number of players
        # (the first seat's, in a game of one number of players).
        focus = self.form.focus if self.built else int(len(playable()) > 1) + int(fixed)
        self.built = True
        self.form = Form(rows)
        self.form.focus = min(focus, len(rows) - 1)
        self.resized()

    def relabel(self) -> None:
        """Rows in the new language."""
        self._build()

    # ---- row callbacks ---------------------------------------------------------------------

    def _step_game(self, step: int) -> None:
        names = playable()
        at = names.index(self.game) if self.game in names else 0
        self.choose_game(names[(at + step) % len(names)])

    def _step_count(self, step: int) -> None:
        self.count = max(self.spec.min_players, min(self.spec.max_players, self.count + step))
        self._build()

    def _kind_value(self, i: int):  # type: ignore[no-untyped-def]
        return lambda: kind_label(self.seats[i][1])

    def _kind_step(self, i: int):  # type: ignore[no-untyped-def]
        def step(d: int) -> None:
            kind = self.seats[i][1]
            self.seats[i][1] = KINDS[(KINDS.index(kind) + d) % len(KINDS)]

        return step

    def _namer(self, i: int):  # type: ignore[no-untyped-def]
        def rename(text: str) -> None:
            self.seats[i][0] = text[:MAX_NAME]

        return rename

    def _name_value(self, i: int):  # type: ignore[no-untyped-def]
        return lambda: self.seats[i][0]

    def _step_preset(self, step: int) -> None:
        names = list(self.presets)
        at = names.index(self.preset) if self.preset in names else -1
        self.rules = dict(self.presets[names[(at + step) % len(names)]])

    def _rule_value(self, key: str):  # type: ignore[no-untyped-def]
        return lambda: self.look.rule_value(key, self.rules[key])

    def _rule_step(self, field: Any):  # type: ignore[no-untyped-def]
        def step(d: int) -> None:
            if self._rule_note(field.key)():
                return  # a rule that does nothing with the others is not changed
            value = self.rules[field.key]
            if field.options:
                at = field.options.index(value) if value in field.options else 0
                self.rules[field.key] = field.options[(at + d) % len(field.options)]
            else:
                moved = value + d * field.step
                self.rules[field.key] = max(field.low, min(field.high, moved))

        return step

    def _rule_note(self, key: str):  # type: ignore[no-untyped-def]
        return lambda: self.look.rule_note(key, self.rules)

    # ---- scene -----------------------------------------------------------------------------

    def start(self) -> None:
        """Sit down at the table with these seats and rules."""
        seats = [
            [name.strip() or DEFAULT_NAMES[i], kind]
            for i, (name, kind) in enumerate(self.seats[: self.count])
        ]
        names = [name for name, _kind in seats]
        if len(set(names)) < len(names):
            self.error = _("Two players have the same name: please give each seat its own.")
            self.app.dirty = True
            return
        st = self.app.settings
        st.last_tables[self.game] = {
            "players": self.count,
            "seats": [
                [name.strip() or DEFAULT_NAMES[i], kind]
                for i, (name, kind) in enumerate(self.seats)
            ],  # fmt: skip
            "rules": dict(self.rules),
        }
        st.last_game = self.game
        prefs.save(self.app)  # the next new match starts from this one
        rules = self.spec.rules_from_dict(self.rules)
        self.app.nav.replace("new_table", game=self.game, seats=seats, rules=rules)

    def autopilot(self) -> None:
        """The self-test seats computers at instant speed."""
        for seat in self.seats:
            seat[1] = "normal"
        self.start()

    def resized(self) -> None:
        """Lay the rows out for the window, between the measured title and the hint line."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = min(w - 40, int(760 * s))
        self.heading = theme.fit(_("New match"), int(40 * s), width, serif=True, lines=1)
        top = int(16 * s) + self.heading.height + int(10 * s)
        bottom = h - int(16 * s) - 2 * theme.fit("Ag", int(16 * s), width).line_height
        # Rows as tall as with every seat there: a change of the number of players then moves
        # no row above the rules, so the next click lands on the seat it was aimed at.
        rows = len(self.form.rows) + self.spec.max_players - self.count
        gap = max(3, int(6 * s))
        row_h = max(22, min(int(40 * s), (bottom - top) // rows - gap))
        rect = pygame.Rect((w - width) // 2, top, width, len(self.form.rows) * (row_h + gap))
        self.row_h = row_h
        self.form.layout(rect, row_h, gap)

    def handle(self, event: pygame.event.Event) -> None:
        """Form input; Esc goes back; Enter starts (as the line under the form says) from any
        line but Back, not only from Start the match: on a choice it would change the choice."""
        intent = keys.intent(event)
        if intent == keys.BACK:
            self.app.pop(self)
            return
        pressed = self.form.rows[self.form.focus].press
        if intent == keys.CONFIRM and event.key != pygame.K_SPACE and pressed is None:
            self.start()  # a space is typed in a name, or changes a choice
            return
        if self.form.handle(event):
            self.error = ""
            self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """The form on felt."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        theme.draw_fitted(surface, self.heading, (w // 2, int(16 * s)), theme.GOLD, "center")
        self.form.draw(surface, max(12, int(self.row_h * 0.45)))
        hint = self.under_form()
        fitted = theme.fit(hint, int(16 * s), w - int(40 * s), lines=2)
        colour = theme.SOFT_RED if self.error else theme.CREAM
        bottom = max(r.rect.bottom for r in self.form.rows)
        top = max(bottom + int(6 * s), h - int(10 * s) - fitted.height)
        theme.draw_fitted(surface, fitted, (w // 2, top), colour, "center")

    def under_form(self) -> str:
        """The line under the form: a mistake, the level of the seat or what the number of
        players means on the focused line, else how the form is used."""
        players = self.form.rows[self.form.focus].label == _("Players")
        return (
            self.error
            or self._level_words()
            or (self.look.players_words(self.count) if players else None)
            or _("Up/Down choose a line, Left/Right change it, type a name, Enter starts.")
        )

    def _level_words(self) -> str | None:
        """The strength of the computer level on the focused seat row, in a player's words."""
        seat = self.seat_rows.get(self.form.focus)
        if seat is None or self.seats[seat][1] == HUMAN:
            return None
        return entry(self.game).levels[self.seats[seat][1]].describe()
