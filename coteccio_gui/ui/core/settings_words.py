"""What a player reads when the settings file was bad: each setting by the name the settings
screen gives it, and the value it went back to — never a parser's message or a field name.
"""

from __future__ import annotations

from coteccio_gui.i18n import LANGUAGE_NAMES, N_, _, ngettext
from coteccio_gui.settings import CardSize, Loaded, Settings, Speed

SETTING_NAMES = {
    "language": N_("Language"),
    "faces": N_("Card faces"),
    "four_colour": N_("Four-colour English suits"),
    "card_size": N_("Card size"),
    "speed": N_("Animation speed"),
    "reduced_motion": N_("Reduced motion"),
    "sound": N_("Sound"),
    "volume": N_("Volume"),
    "fullscreen": N_("Full screen"),
    "tips": N_("Tips during a match"),
    "coach": N_("Coach (Hint, H)"),
}
"""Each setting a player sets on the settings screen, by that screen's label."""
SPEED_LABELS = {
    Speed.SLOW: N_("slow"),
    Speed.NORMAL: N_("normal"),
    Speed.FAST: N_("fast"),
    Speed.INSTANT: N_("instant"),
}
"""Each animation speed as the settings screen names it."""
SIZE_LABELS = {
    CardSize.SMALL: N_("small"),
    CardSize.MEDIUM: N_("medium"),
    CardSize.LARGE: N_("large"),
}
"""Each card size as the settings screen names it."""


def shown_value(name: str, settings: Settings) -> str:
    """A setting's value as the settings screen shows it: ``medium``, ``on``, ``80%``."""
    value = getattr(settings, name)
    if name == "language":
        return str(LANGUAGE_NAMES.get(value, value))
    if name == "faces":
        return _("Triestine") if value == "triestine" else _("English")
    if name == "speed":
        return _(SPEED_LABELS[value])
    if name == "card_size":
        return _(SIZE_LABELS[value])
    if name == "volume":
        return f"{value}%"
    return _("on") if value else _("off")


def reset_line(name: str, settings: Settings) -> str:
    """One setting that was not understood, and what it is now."""
    if name in SETTING_NAMES:
        return _("{setting} was not understood: back to {value}.").format(
            setting=_(SETTING_NAMES[name]), value=shown_value(name, settings)
        )
    if name == "last_tables":
        return _("The last tables you set up were not understood: the set-up starts afresh.")
    if name == "last_game":
        return _("The last game you chose was not understood: the list starts at the top.")
    return _("The tips already shown were not understood: each tip shows once more.")


def settings_notice(loaded: Loaded) -> str | None:
    """The notice for a settings file that was bad (``None`` for a good one)."""
    if loaded.problem is None:
        return None
    if not loaded.reset and not loaded.unknown:  # the whole file: nothing could be kept
        if loaded.kept_as is None:
            return _("Your settings file could not be read, so the usual settings are used.")
        return _(
            "Your settings file could not be read, so the usual settings are used; "
            "the old file is kept as {file}."
        ).format(file=loaded.kept_as.name)
    lines = [_("Your settings file was partly damaged; the rest of your settings are kept.")]
    order = list(SETTING_NAMES)  # as the settings screen lists them
    reset = sorted(loaded.reset, key=lambda n: order.index(n) if n in order else len(order))
    lines += [reset_line(name, loaded.settings) for name in reset]
    if loaded.unknown:
        lines.append(
            ngettext(
                "{n} setting this version does not know was left out.",
                "{n} settings this version does not know were left out.",
                loaded.unknown,
            ).format(n=loaded.unknown)
        )
    if loaded.repaired and loaded.kept_as is not None:
        lines.append(
            _("The repaired settings are saved; the old file is kept as {file}.").format(
                file=loaded.kept_as.name
            )
        )
    return " ".join(lines)
