"""New match: seats (2–7, human or computer, names) and the house rules, with presets."""

from __future__ import annotations

import random

import pygame

from coteccio_gui.engine import PRESETS, HouseRules
from coteccio_gui.engine.rules import RANGES
from coteccio_gui.i18n import N_, _
from coteccio_gui.players import LEVELS
from coteccio_gui.settings import MAX_NAME
from coteccio_gui.ui.core import prefs, theme
from coteccio_gui.ui.core.form import Form, Row
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.table.scene import HUMAN, SeatSetup, TableScene
from coteccio_gui.ui.words import level_name

KINDS = (HUMAN, *LEVELS)
DEFAULT_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia")
PRESET_NAMES = {"trieste": N_("Trieste"), "quick": N_("Quick"), "long": N_("Long")}
RULE_STEPS = {"starting_lives": 1, "stake": 5, "doctor_fee": 5, "doctor_limit": 1}


def kind_label(kind: str) -> str:
    """How a seat's kind reads on screen."""
    if kind == HUMAN:
        return _("Human")
    return _("Computer: {level}").format(level=level_name(kind))


class SetupScene(Scene):
    """Set up a table in seconds: the defaults are one human and three computers."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.seats = [SeatSetup(DEFAULT_NAMES[0], HUMAN)] + [
            SeatSetup(DEFAULT_NAMES[i], "normal") for i in range(1, 7)
        ]
        self.count = 4
        self.rules = dict(PRESETS["trieste"].to_dict())
        last = app.settings.last_table  # checked when the settings were read
        if last:
            self.count = last["players"]
            for i, (name, kind) in enumerate(last["seats"][:7]):
                self.seats[i] = SeatSetup(name, kind)
            self.rules = dict(last["rules"])
        self.preset = next((n for n, r in PRESETS.items() if r.to_dict() == self.rules), "custom")
        self.error = ""
        self._build()

    def _build(self) -> None:
        rows = [Row(_("Players"), lambda: str(self.count), self._step_count)]
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
        rows.append(
            Row(
                _("House rules"),
                self._preset_value,
                self._step_preset,
            )
        )
        for key, label in (
            ("starting_lives", _("Starting lives")),
            ("stake", _("Stake (chips)")),
            ("doctor_fee", _("Doctor's fee")),
            ("doctor_limit", _("Doctor calls (0 = none)")),
        ):
            rows.append(Row(label, self._rule_value(key), self._rule_step(key), indent=24))
        rows.append(Row(_("Doctor limit counts"), self._per_value, self._per_step, indent=24))
        rows.append(Row(_("Start the match"), lambda: "", press=self.start))
        rows.append(Row(_("Back"), lambda: "", press=lambda: self.app.pop(self)))
        focus = getattr(self, "form", None)
        self.form = Form(rows)
        if focus is not None:
            self.form.focus = min(focus.focus, len(rows) - 1)
        self.resized()

    def relabel(self) -> None:
        """Rows in the new language."""
        self._build()

    # ---- row callbacks ---------------------------------------------------------------------

    def _step_count(self, step: int) -> None:
        self.count = max(2, min(7, self.count + step))
        self._build()

    def _kind_value(self, i: int):  # type: ignore[no-untyped-def]
        return lambda: kind_label(self.seats[i].kind)

    def _kind_step(self, i: int):  # type: ignore[no-untyped-def]
        def step(d: int) -> None:
            seat = self.seats[i]
            seat.kind = KINDS[(KINDS.index(seat.kind) + d) % len(KINDS)]

        return step

    def _namer(self, i: int):  # type: ignore[no-untyped-def]
        def rename(text: str) -> None:
            self.seats[i].name = text[:MAX_NAME]

        return rename

    def _name_value(self, i: int):  # type: ignore[no-untyped-def]
        return lambda: self.seats[i].name

    def _step_preset(self, step: int) -> None:
        names = list(PRESETS)
        at = names.index(self.preset) if self.preset in names else -1
        self.preset = names[(at + step) % len(names)]
        self.rules = dict(PRESETS[self.preset].to_dict())

    def _rule_value(self, key: str):  # type: ignore[no-untyped-def]
        return lambda: str(self.rules[key])

    def _rule_step(self, key: str):  # type: ignore[no-untyped-def]
        def step(d: int) -> None:
            low, high = RANGES[key]
            self.rules[key] = max(low, min(high, self.rules[key] + d * RULE_STEPS[key]))
            self.preset = next(
                (n for n, r in PRESETS.items() if r.to_dict() == self.rules), "custom"
            )

        return step

    def _preset_value(self) -> str:
        if self.preset in PRESET_NAMES:
            return _(PRESET_NAMES[self.preset])
        return _("Custom")

    def _per_value(self) -> str:
        return _("per match") if self.rules["doctor_limit_per"] == "match" else _("per player")

    def _per_step(self, step: int) -> None:
        self.rules["doctor_limit_per"] = (
            "player" if self.rules["doctor_limit_per"] == "match" else "match"
        )
        self.preset = next((n for n, r in PRESETS.items() if r.to_dict() == self.rules), "custom")

    # ---- scene -----------------------------------------------------------------------------

    def start(self) -> None:
        """Sit down at the table with these seats and rules."""
        seats = [
            SeatSetup(s.name.strip() or DEFAULT_NAMES[i], s.kind)
            for i, s in enumerate(self.seats[: self.count])
        ]
        names = [s.name for s in seats]
        if len(set(names)) < len(names):
            self.error = _("Two players have the same name: please give each seat its own.")
            self.app.dirty = True
            return
        seed = random.SystemRandom().randrange(2**31)
        table = TableScene(self.app, seats, HouseRules.from_dict(self.rules), seed)
        self.app.settings.last_table = {
            "players": self.count,
            "seats": [
                [s.name.strip() or DEFAULT_NAMES[i], s.kind] for i, s in enumerate(self.seats)
            ],
            "rules": dict(self.rules),
        }
        prefs.save(self.app)  # the next new match starts from this one
        self.app.replace(table)

    def autopilot(self) -> None:
        """The self-test seats four computers at instant speed."""
        for seat in self.seats:
            seat.kind = "normal"
        self.start()

    def resized(self) -> None:
        """Lay the rows out for the window, between the measured title and the hint line."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        width = min(w - 40, int(760 * s))
        self.heading = theme.fit(_("New match"), int(40 * s), width, serif=True, lines=1)
        top = int(16 * s) + self.heading.height + int(10 * s)
        bottom = h - int(16 * s) - 2 * theme.fit("Ag", int(16 * s), width).line_height
        rows = len(self.form.rows)
        gap = max(3, int(6 * s))
        row_h = max(22, min(int(40 * s), (bottom - top) // rows - gap))
        rect = pygame.Rect((w - width) // 2, top, width, rows * (row_h + gap))
        self.row_h = row_h
        self.form.layout(rect, row_h, gap)

    def handle(self, event: pygame.event.Event) -> None:
        """Form input; Esc goes back."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
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
        hint = self.error or _(
            "Up/Down choose a line, Left/Right change it, type a name, Enter starts."
        )
        fitted = theme.fit(hint, int(16 * s), w - int(40 * s), lines=2)
        colour = theme.SOFT_RED if self.error else theme.CREAM
        bottom = max(r.rect.bottom for r in self.form.rows)
        top = max(bottom + int(6 * s), h - int(10 * s) - fitted.height)
        theme.draw_fitted(surface, fitted, (w // 2, top), colour, "center")
