"""Player settings: one typed object, saved as JSON in the player's config folder.

A broken or unknown settings file never stops the game: whatever can be read is
kept, the rest takes its default, the bad file is kept beside under a new name,
and the caller gets a one-line reason to show.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from pathlib import Path
from typing import Any, NamedTuple

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
    tips: bool = True
    """Show a short tip the first time something happens at the table."""
    tips_seen: list[str] = field(default_factory=list)
    last_table: dict[str, Any] = field(default_factory=dict)
    """The last table set up, for the next one: ``players`` (2 to 7), ``seats`` (a
    ``[name, kind]`` pair per seat, ``kind`` being ``human`` or a computer level) and
    ``rules`` (as a record writes them). Empty before the first match."""

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


def _check(name: str, value: Any) -> Any:
    """``value`` as the type of setting ``name``; ValueError if it cannot be."""
    if name in ("four_colour", "reduced_motion", "sound", "fullscreen", "tips"):
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
    if name == "last_table":
        return _table_choice(value)
    if name == "tips_seen":
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ValueError("not a list of names")
        return list(value)
    raise ValueError("unknown setting")


SEAT_KINDS = ("human", "easy", "normal", "hard", "expert")
MAX_NAME = 12
"""The longest name the set-up takes (every screen is laid out for it)."""


def _table_choice(value: Any) -> dict[str, Any]:
    """A remembered table, checked; ValueError if any part of it is not one."""
    from coteccio_gui.engine import HouseRules

    if not isinstance(value, dict) or not set(value) <= {"players", "seats", "rules"}:
        raise ValueError("not a table (players, seats, rules)")
    if not value:
        return {}
    players, seats = value.get("players"), value.get("seats")
    if type(players) is not int or not 2 <= players <= 7:
        raise ValueError("players is not a whole number from 2 to 7")
    if not isinstance(seats, list) or not players <= len(seats) <= 7:
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
        "rules": HouseRules.from_dict(rules).to_dict(),  # HouseRuleError is a ValueError
    }


class Loaded(NamedTuple):
    """What ``load_settings`` found: settings, and for a bad file, why and where it went."""

    settings: Settings
    problem: str | None = None
    kept_as: Path | None = None


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
    bad = []
    names = {f.name for f in fields(Settings)}
    for key, value in data.items():
        if key in ("format", "version"):
            continue
        if key not in names:
            bad.append(f"{key}: unknown setting")
            continue
        try:
            setattr(settings, key, _check(key, value))
        except ValueError as error:
            bad.append(f"{key}: {error}")
    if bad:
        return _keep_bad(path, settings, "; ".join(bad))
    return Loaded(settings)


def _keep_bad(path: Path, settings: Settings, problem: str) -> Loaded:
    """Keep the bad file beside the good one, under a name that says when it went bad."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while kept.exists():
        n += 1
        kept = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
    try:
        os.replace(path, kept)
    except OSError:
        return Loaded(settings, problem, None)
    return Loaded(settings, problem, kept)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (a temporary file, flushed, then renamed over the old one)."""
    path = path or settings_path()
    temp = path.with_name(f".{path.name}.tmp")
    with open(temp, "w", encoding="utf-8") as out:
        json.dump(settings.to_dict(), out, ensure_ascii=False, indent=2)
        out.write("\n")
        out.flush()
        os.fsync(out.fileno())
    os.replace(temp, path)
