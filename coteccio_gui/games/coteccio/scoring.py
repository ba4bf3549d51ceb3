"""The end of a hand: lives lost and gained, restart, the doctor, rotation and the winner.

Applied in the order of RULES.md "After a hand": everyone died together → the doctor
→ the winner; then the leader and dealer move on.
"""

from __future__ import annotations

from coteccio_gui.games.coteccio.events import (
    DoctorCalled,
    DoctorOffered,
    Event,
    HandOutcome,
    HandScored,
    LifeGained,
    LifeLost,
    LifeReason,
    MatchWon,
    OutReason,
    Restarted,
    SeatOut,
)
from coteccio_gui.games.coteccio.phase import Phase
from coteccio_gui.games.coteccio.rules import DoctorLimitPer
from coteccio_gui.games.coteccio.state import MatchState

_new = tuple.__new__


_LOST_REASON = {
    HandOutcome.POINTS: LifeReason.MOST_POINTS,
    HandOutcome.CAPOTTO_MADE: LifeReason.CAPOTTO_SUFFERED,
    HandOutcome.CAPOTTO_SAVED: LifeReason.CAPOTTO_FAILED,
}


def score_hand(m: MatchState) -> list[Event]:
    """Score the five tricks just played, then go on to the doctor, the winner or the next deal."""
    lives = m.lives
    order = m.order
    last = m.tricks[-1].winner
    events: list[Event] = []
    capotto = m.capotto_seat
    if capotto >= 0:
        if last == capotto:
            outcome, losers = HandOutcome.CAPOTTO_MADE, tuple(s for s in order if s != capotto)
        else:
            outcome, losers = HandOutcome.CAPOTTO_SAVED, (capotto,)
    else:
        taken = m.taken
        most = max(taken)  # seats out of the hand took 0, and the last trick alone is 6
        outcome, losers = HandOutcome.POINTS, tuple([s for s in order if taken[s] == most])
    events.append(_new(HandScored, (tuple(m.taken), last, outcome, losers)))
    if outcome is HandOutcome.CAPOTTO_MADE:
        lives[capotto] += 1
        events.append(LifeGained(capotto, lives[capotto], LifeReason.CAPOTTO_MADE))
    lost_reason = _LOST_REASON[outcome]
    for s in losers:
        lives[s] -= 1
        events.append(_new(LifeLost, (s, lives[s], lost_reason)))
    if outcome is HandOutcome.CAPOTTO_SAVED:
        lives[last] += 1
        events.append(LifeGained(last, lives[last], LifeReason.CAPOTTO_SAVED))
    m.hands_played += 1
    if not any(lives):
        m.restarts += 1
        m.lives[:] = [m.rules.starting_lives] * m.players
        events.append(Restarted(m.rules.starting_lives))
        m.pending_doctor = []
    else:
        m.pending_doctor = [s for s in order if lives[s] == 0]
    events += _next_doctor(m)
    return events


def answer_doctor(m: MatchState, seat: int, call: bool) -> list[Event]:
    """Apply the choice of the seat offered the doctor, then go on."""
    m.pending_doctor.pop(0)
    events: list[Event] = []
    if call:
        fee = m.rules.doctor_fee
        m.pool += fee
        m.doctor_calls[seat] += 1
        m.lives[seat] = doctor_lives(m, seat)
        events.append(DoctorCalled(seat, fee, m.lives[seat]))
    else:
        events.append(SeatOut(seat, OutReason.DECLINED_DOCTOR))
    events.extend(_next_doctor(m))
    return events


def doctor_lives(m: MatchState, seat: int) -> int:
    """The lives the doctor gives ``seat``: the fewest held by any other alive seat."""
    return min(lives for s, lives in enumerate(m.lives) if s != seat and lives > 0)


def doctor_calls_left(m: MatchState, seat: int) -> int:
    """How many more times ``seat`` could call the doctor under the limit."""
    used = sum(m.doctor_calls)
    if m.rules.doctor_limit_per is DoctorLimitPer.PLAYER:
        used = m.doctor_calls[seat]
    return max(0, m.rules.doctor_limit - used)


def doctor_refusal(m: MatchState, seat: int) -> OutReason | None:
    """Why ``seat`` may not call the doctor now, or ``None`` if it may."""
    if m.rules.stake == 0:
        return OutReason.NO_POOL
    if m.rules.doctor_limit == 0:
        return OutReason.NO_DOCTOR
    if doctor_calls_left(m, seat) == 0:
        return OutReason.DOCTOR_LIMIT
    others_alive = sum(1 for s, lives in enumerate(m.lives) if s != seat and lives > 0)
    if others_alive < 2:
        return OutReason.TOO_FEW_ALIVE
    return None


def _next_doctor(m: MatchState) -> list[Event]:
    """Offer the doctor to the next seat that may call it; seats that may not are out."""
    events: list[Event] = []
    while m.pending_doctor:
        seat = m.pending_doctor[0]
        refusal = doctor_refusal(m, seat)
        if refusal is None:
            m.turn = seat
            m.phase = Phase.DOCTOR
            fee = m.rules.doctor_fee
            events.append(
                DoctorOffered(seat, fee, doctor_lives(m, seat), doctor_calls_left(m, seat))
            )
            return events
        m.pending_doctor.pop(0)
        events.append(SeatOut(seat, refusal))
    events.extend(_end_hand(m))
    return events


def _end_hand(m: MatchState) -> list[Event]:
    """The winner if one seat is left; otherwise the leader and dealer move on."""
    m.turn = -1
    if m.lives.count(0) == m.players - 1:
        m.winner = next(s for s, lives in enumerate(m.lives) if lives)
        m.phase = Phase.FINISHED
        return [MatchWon(m.winner, m.pool)]
    n = m.players
    lives = m.lives
    leader = (m.leader + 1) % n
    while not lives[leader]:
        leader = (leader + 1) % n
    dealer = (leader - 1) % n
    while not lives[dealer]:
        dealer = (dealer - 1) % n
    m.leader, m.dealer = leader, dealer
    m.phase = Phase.DEAL
    return []
