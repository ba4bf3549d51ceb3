"""``coteccio tournament``: duplicate deals, clear errors, one JSON object with --json."""

from __future__ import annotations

import json

import pytest

from coteccio_gui.players.stats import mean_ci, ratio_ci, wilson
from coteccio_gui.players.tournament import run_tournament


def test_json_report_has_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(3, ["random", "normal", "normal"], 30, 4, True) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"] == 3 and report["rotations"] == 3
    dup = report["duplicate"]
    assert set(dup) == {"random", "normal"}
    for figures in dup.values():
        low_mid_high = figures["loss_rate"]
        assert low_mid_high[1] <= low_mid_high[0] <= low_mid_high[2]
        assert {"paired_difference", "ratio_to_all_normal"} <= set(figures)
    shares = report["whole_matches"]
    assert sum(r["wins"] for r in shares.values()) == report["matches"]


def test_same_seed_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    run_tournament(4, ["easy", "normal", "hard", "normal"], 20, 9, True)
    first = capsys.readouterr().out
    run_tournament(4, ["easy", "normal", "hard", "normal"], 20, 9, True)
    assert capsys.readouterr().out == first


def test_text_report_says_what_each_number_is(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(2, ["hard", "normal"], 20, 1, False) == 0
    text = capsys.readouterr().out
    assert "lives lost per seat per hand" in text and "paired vs all-normal" in text
    assert "share of matches won" in text


@pytest.mark.parametrize(
    ("players", "seats", "message"),
    [
        (4, ["expert", "normal", "normal", "wizard"], "unknown level 'wizard'"),
        (4, ["normal", "normal"], "names 2 levels for 4 players"),
        (8, ["normal"] * 8, "players must be 2 to 7"),
        (2, ["expert:fast", "normal"], "milliseconds"),
    ],
)
def test_bad_arguments_give_one_line_and_status_2(
    players: int, seats: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_tournament(players, seats, 10, 1, False) == 2
    out = capsys.readouterr()
    assert out.out == "" and message in out.err and out.err.count("\n") == 1


def test_intervals() -> None:
    m, lo, hi = mean_ci([0, 1] * 50)
    assert m == 0.5 and lo < 0.5 < hi and hi - lo < 0.25
    r, rlo, rhi = ratio_ci([1, 0, 1, 0], [1, 1, 1, 1])
    assert r == 0.5 and rlo < r < rhi
    p, wlo, whi = wilson(0, 10)
    assert p == 0 and wlo == 0 and 0 < whi < 0.35


def test_field_sets_the_comparison_table(capsys: pytest.CaptureFixture[str]) -> None:
    """``--field hard``: each level's ratio is to an all-hard table, and the report says so."""
    assert run_tournament(3, ["normal", "hard", "hard"], 12, 3, True, field="hard") == 0
    report = json.loads(capsys.readouterr().out)
    assert report["field"] == "hard" and set(report["duplicate"]) == {"normal", "hard"}
    assert {"ratio_to_all_normal", "all_normal_loss_rate"} <= set(report["duplicate"]["hard"])
    assert run_tournament(3, ["normal", "hard", "hard"], 12, 3, False, field="hard") == 0
    assert "paired vs all-hard" in capsys.readouterr().out


def test_field_must_be_a_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(2, ["normal", "normal"], 5, 1, False, field="wizard") == 2
    assert "unknown level 'wizard'" in capsys.readouterr().err


def test_only_whole_matches(capsys: pytest.CaptureFixture[str]) -> None:
    """``--hands 0 --matches N``: N whole matches and no duplicate deals."""
    assert run_tournament(2, ["easy", "normal"], 0, 2, True, matches=3) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["duplicate"] == {} and report["matches"] == 3
    assert sum(r["wins"] for r in report["whole_matches"].values()) == 3
    assert run_tournament(2, ["easy", "normal"], 0, 2, False) == 2


def test_net_lives_count_the_lives_a_capotto_gains() -> None:
    """Seat 0 holds the top card of every suit and leads: it takes all five tricks, gains a
    life and costs each other seat one. Lives lost alone miss the gain; the net figure sees it."""
    import random

    from coteccio_gui.players import make_player
    from coteccio_gui.players.coteccio import DUPLICATE
    from coteccio_gui.players.duplicate import play_dealt_hand, play_dealt_hand_net

    deal = [[0, 1, 10, 20, 30], [2, 3, 4, 5, 6], [11, 12, 13, 14, 15], [21, 22, 23, 24, 25]]
    table = [make_player("normal")] * 4
    lost, net = play_dealt_hand_net(DUPLICATE, table, deal, 0, random.Random(0))
    assert lost == [0, 1, 1, 1]
    assert net == [-1, 1, 1, 1]
    assert play_dealt_hand(DUPLICATE, table, deal, 0, random.Random(0)) == lost


def test_coteccio_reports_net_lives_beside_lives_lost(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_tournament(4, ["hard", "normal", "normal", "normal"], 30, 2, True) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["net_metric"].startswith("net lives lost")
    for figures in report["duplicate"].values():
        net = figures["net"]
        assert net["loss_rate"][0] <= figures["loss_rate"][0]  # gains only lower it
        assert {"all_normal_loss_rate", "ratio_to_all_normal"} <= set(net)
    assert run_tournament(4, ["normal"] * 4, 5, 2, False) == 0
    assert "net lives lost (lost - gained) per seat per hand" in capsys.readouterr().out
