"""Player settings: one typed object, saved as JSON in the player's config folder.

A broken or unknown settings file never stops the game: whatever can be read is
kept, the rest takes its default, the bad file is kept beside under a new name and
a partly bad one is saved repaired at once (so the good values outlive the next launch).
The caller learns which settings were reset, to say so in a player's words, and gets a
one-line reason in English for the log.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from pathlib import Path
from typing import Any, NamedTuple

from coteccio_gui.storage import move_aside, write_atomic

FORMAT = "coteccio-settings"
VERSION = 1
FILE_NAME = "settings.json"


class Speed(StrEnum):
    """How fast cards move."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


class CardSize(StrEnum):
    """How big the cards are drawn at the table."""

    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"


SPEED_FACTOR = {Speed.SLOW: 1.7, Speed.NORMAL: 1.0, Speed.FAST: 0.45, Speed.INSTANT: 0.0}
"""Multiplier of every animation's duration."""
CARD_SCALE = {CardSize.SMALL: 0.86, CardSize.MEDIUM: 1.0, CardSize.LARGE: 1.14}
"""Multiplier of the cards' height at the table."""
FACES = ("triestine", "english")


@dataclass
class Settings:
    """What a player can change."""

    faces: str = "triestine"
    four_colour: bool = False
    language: str = "en"
    speed: Speed = Speed.NORMAL
    reduced_motion: bool = False
    sound: bool = True
    volume: int = 80
    """Percent, 0 to 100 in steps of 10."""
    fullscreen: bool = False
    card_size: CardSize = CardSize.MEDIUM
    sort_hands: bool = True
    """Hands shown by suit and then by the game's order (off: as dealt)."""
    tips: bool = True
    """Show a short tip the first time something happens at the table."""
    tips_seen: list[str] = field(default_factory=list)
    coach: bool = True
    """Offer the coach at every table: Hint (H), each play reviewed, the agreement."""
    forced_cards: bool = False
    """Play the person's card for them when it is the only one they may play."""
    last_tables: dict[str, Any] = field(default_factory=dict)
    """The last table set up for each game, for the next one: ``{game: {"players": n,
    "seats": [[name, kind], …], "rules": {…}}}``, ``kind`` being ``human`` or a computer
    level and ``rules`` as a record writes them. Empty before the first match."""
    last_game: str = "coteccio"
    """The game of the last table set up (the choice of a game starts there)."""

    @property
    def speed_factor(self) -> float:
        """Multiplier of every animation's duration."""
        return SPEED_FACTOR[self.speed]

    @property
    def motion_factor(self) -> float:
        """Multiplier of the time cards spend flying (0 with reduced motion)."""
        return 0.0 if self.reduced_motion else self.speed_factor

    @property
    def card_scale(self) -> float:
        """Multiplier of the cards' height at the table."""
        return CARD_SCALE[self.card_size]

    def to_dict(self) -> dict[str, Any]:
        """The settings as they are saved."""
        out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        out.update(asdict(self))
        out["speed"] = self.speed.value
        out["card_size"] = self.card_size.value
        return out


_ON_OFF = (
    "four_colour",
    "reduced_motion",
    "sound",
    "fullscreen",
    "tips",
    "coach",
    "forced_cards",
    "sort_hands",
)


def _check(name: str, value: Any) -> Any:
    """``value`` as the type of setting ``name``; ValueError if it cannot be."""
    if name in _ON_OFF:
        if not isinstance(value, bool):
            raise ValueError("not true or false")
        return value
    if name == "faces":
        if value not in FACES:
            raise ValueError("not triestine or english")
        return value
    if name == "language":
        if value not in ("it", "en"):
            raise ValueError("not it or en")
        return value
    if name == "speed":
        return Speed(value)
    if name == "card_size":
        return CardSize(value)
    if name == "volume":
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 100:
            raise ValueError("not a whole number from 0 to 100")
        return value
    if name == "last_tables":
        if not isinstance(value, dict):
            raise ValueError("not an object of tables by game")
        return {game: _table_choice(game, table) for game, table in value.items()}
    if name == "last_game":
        from coteccio_gui import games

        games.spec(value)  # UnknownGame is a ValueError
        return value
    if name == "tips_seen":
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ValueError("not a list of names")
        return list(value)
    raise ValueError("unknown setting")


SEAT_KINDS = ("human", "easy", "normal", "hard", "expert")
MAX_NAME = 12
"""The longest name the set-up takes (every screen is laid out for it)."""


def _table_choice(game: Any, value: Any) -> dict[str, Any]:
    """A remembered table of ``game``, checked; ValueError if any part of it is not one."""
    from coteccio_gui import games

    spec = games.spec(game)  # UnknownGame is a ValueError
    if not isinstance(value, dict) or set(value) != {"players", "seats", "rules"}:
        raise ValueError("not a table (players, seats, rules)")
    players, seats = value.get("players"), value.get("seats")
    low, high = spec.min_players, spec.max_players
    if type(players) is not int or not low <= players <= high:
        raise ValueError(f"players is not a whole number from {low} to {high}")
    if not isinstance(seats, list) or not players <= len(seats) <= high:
        raise ValueError("seats is not a list of a seat for each player")
    for seat in seats:
        if not (
            isinstance(seat, list) and len(seat) == 2 and all(isinstance(x, str) for x in seat)
        ):
            raise ValueError("a seat is not a [name, kind] pair")
        if not 1 <= len(seat[0]) <= MAX_NAME or seat[1] not in SEAT_KINDS:
            raise ValueError(f"the seat {seat[0]!r} is not a name and a kind")
    rules = value.get("rules", {})
    if not isinstance(rules, dict):
        raise ValueError("rules is not an object")
    return {
        "players": players,
        "seats": [list(seat) for seat in seats],
        "rules": spec.rules_from_dict(rules).to_dict(),  # a bad rule is a ValueError
    }


class Loaded(NamedTuple):
    """What ``load_settings`` found: settings, and for a bad file, why and where it went."""

    settings: Settings
    problem: str | None = None
    """Why the file was bad, for the log (a parser's words: never shown to a player)."""
    kept_as: Path | None = None
    reset: tuple[str, ...] = ()
    """The settings that were not understood and went back to their default, by field name;
    empty when the whole file could not be read (then every setting is a default)."""
    unknown: int = 0
    """How many entries the file had that this version does not know (left out)."""
    repaired: bool = False
    """Whether the good values were saved back, so the next launch finds them."""


def settings_path() -> Path:
    """``settings.json`` in the player's config folder."""
    from coteccio_gui.paths import config_dir

    return config_dir() / FILE_NAME


def default_settings() -> Settings:
    """The settings of a first launch: the language follows the system."""
    from coteccio_gui.i18n import system_language

    return Settings(language=system_language())


def load_settings(path: Path | None = None) -> Loaded:
    """The saved settings, or the defaults with a reason if the file is broken or unknown."""
    path = path or settings_path()
    settings = default_settings()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Loaded(settings)
    except OSError as error:
        return Loaded(settings, f"cannot read {path.name}: {error.strerror or error}")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        return _keep_bad(path, settings, f"not JSON ({error})")
    if not isinstance(data, dict):
        return _keep_bad(path, settings, "not a JSON object")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        return _keep_bad(path, settings, "an unknown format or version")
    bad, reset, unknown = [], [], 0
    names = {f.name for f in fields(Settings)}
    for key, value in data.items():
        if key in ("format", "version"):
            continue
        if key not in names:
            bad.append(f"{key}: unknown setting")
            unknown += 1
            continue
        try:
            setattr(settings, key, _check(key, value))
        except (ValueError, TypeError) as error:  # a value of the wrong kind is bad too
            bad.append(f"{key}: {error}")
            reset.append(key)
    if not bad:
        return Loaded(settings)
    loaded = _keep_bad(path, settings, "; ".join(bad))._replace(reset=tuple(reset), unknown=unknown)
    if loaded.kept_as is None:  # never write over a bad file that could not be kept
        return loaded
    try:
        save_settings(settings, path)
    except OSError:
        return loaded
    return loaded._replace(repaired=True)


def _keep_bad(path: Path, settings: Settings, problem: str) -> Loaded:
    """Keep the bad file beside the good one, under a name that says when it went bad."""
    try:
        kept = move_aside(path)
    except OSError:
        return Loaded(settings, problem, None)
    return Loaded(settings, problem, kept)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (storage.write_atomic: fsynced, renamed, folder fsynced)."""
    path = path or settings_path()
    write_atomic(path, json.dumps(settings.to_dict(), ensure_ascii=False, indent=2) + "\n")
