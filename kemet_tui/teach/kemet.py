"""The lessons of Kemet: Seth, one a kind of decision the rules core asks (its decision kinds,
``rules/kemet/state/handlers.py``), in this project's own words; docs/rules/kemet-seth.md holds
the rules they sum up, with their sources.

A lesson is about the kind of question only: it names no card of anybody's hand, no space and
no count, so it is the same for every seat and every game, and showing it gives nothing away.
Which questions are worth a lesson is read off public facts only (:func:`step_of`): a question
whose single answer the table knows is played for the seat by the screen, so it teaches nothing.
"""

from __future__ import annotations

from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view.asking import answers_known
from kemet_tui.teach.lesson import Lesson, Step
from kemet_tui.teach.lesson import lesson_for as pick


def _lesson(kind: str, title: str, what: str, rule: str, *answers: tuple[str, str]) -> Lesson:
    return Lesson(kind, title, what, tuple(answers), rule)


_BATTLE = "A battle: "

LESSONS: dict[str, Lesson] = {
    lesson.kind: lesson
    for lesson in (
        # --- setup --------------------------------------------------------------------------------
        _lesson(
            "setup-pyramids",
            "Your starting pyramids",
            "Build your city's pyramids before the first Night.",
            "A pyramid's colour and level decide which power tiles you may buy: a tile of "
            "level L needs a pyramid of its colour at level L or more. Red tiles mostly "
            "help in battle, blue ones in defence and on the move, white ones bring PP.",
            ("1/1/1", "three colours at level 1, every level-1 tile within reach"),
            ("2/1/0", "one colour at level 2 at once, for an early level-2 tile"),
        ),
        _lesson(
            "setup-units",
            "Your starting units",
            "Spread your units over the districts (sectors, for Seth) of your city.",
            "A member starts with 10 units in the city (at most 5 a district), Seth with 12 "
            "(at most 6 a sector); the rest wait in the reserve for a Recruit.",
            ("A split", "how many units stand on each district; each group is a troop"),
        ),
        _lesson(
            "setup-tile",
            "A free tile",
            "Take one level-1 power tile for free.",
            "A member takes a level-1 tile of a colour he built; Seth takes a purple one. "
            "Tiles give their power for the whole game.",
            ("A tile", "yours at once; the tiles view (F5) tells what it does"),
        ),
        # --- the Day ------------------------------------------------------------------------------
        _lesson(
            "alliance-turn",
            "The Alliance's turn",
            "The Alliance picks, as a team, the member who places a token next.",
            "On an Alliance turn every member with a token left places exactly one, in the "
            "order the team picks. Before anyone acts the team may raise a sacred temple and "
            "perform the Great Ceremony. The Alliance wins with a level-3 sacred temple, the "
            "Ceremony done and 6 permanent VP.",
            ("A member acts next", "that member then chooses an action space"),
            (
                "Raise a sacred temple",
                "sacrifice units on a desert without obelisk to raise its temple a level",
            ),
            (
                "The Great Ceremony",
                "members on obelisk deserts pay it together; it opens Seth's portal",
            ),
        ),
        _lesson(
            "member-action",
            "A member's action",
            "Put one of your action tokens on a free space of your action pyramid.",
            "By the end of the Day each row of your pyramid must hold one of your tokens; "
            "the game refuses a placement that would make that impossible. A silver token "
            "may follow your normal one at once.",
            (
                "An action space",
                "Pray, Raise a pyramid, Buy a tile, Recruit or Move (F3 shows what each gives)",
            ),
            ("A DI card", "play a Divine Intervention card of yours that fits the Day"),
            ("Pass", "place no (extra) token"),
        ),
        _lesson(
            "seth-action",
            "Seth's action",
            "Place Seth's tokens, as many as this turn of the day track gives him.",
            "Purple tokens go on purple spaces (Recruit, Pray, Furious Invasion, Move, Buy, "
            "Invocation, Raise). A member's token goes anywhere; on a yellow space it aims "
            "at that member. Seth scores only in battle and wins on his 8th battle VP (10 "
            "for an experienced Seth).",
            ("A purple space", "one of his own actions"),
            (
                "A yellow space",
                "Corrupt a creature, Destroy two units, Corrupt a pyramid or "
                "Corrupt a troop, against the member whose token it is",
            ),
            ("A DI card / Pass", "play a card of his, or stop placing extra tokens"),
        ),
        _lesson(
            "raise",
            "Raise a pyramid",
            "Raise one of your pyramids, or skip.",
            "A new level costs its number in PP (to level 3: 3 PP; two levels at once, the "
            "sum). A higher pyramid opens the tiles of the next level of its colour.",
            ("A pyramid and level", "pay its price in PP; the pyramid grows"),
            ("Skip", "keep your PP"),
        ),
        _lesson(
            "buy",
            "Buy a power tile",
            "Buy one tile of the colours this space sells, or skip.",
            "A tile of level L needs a pyramid of its colour at level L (a purple tile: all "
            "three pyramids at L for a member, Seth's pyramid for Seth); it costs its price "
            "in PP. A member may buy the shared Alliance tiles on the Osiris board.",
            ("A tile", "its power is yours from now on (F5 shows its text)"),
            ("Skip", "keep your PP"),
        ),
        _lesson(
            "recruit",
            "Recruit",
            "Put units from your reserve on your city, one at a time, then say done.",
            "A recruit costs 1 PP (a tile or card may give some free); it goes on a district "
            "of your city, up to the troop limit of the space.",
            ("A district", "one more unit there"),
            ("Done", "stop recruiting"),
        ),
        _lesson(
            "move",
            "Move a troop",
            "Choose a troop, then walk it space by space, up to its movement.",
            "A troop moves 1 space (tiles and cards add more) and crosses the Nile at a "
            "harbour. Ending on an enemy starts a battle. Where a move ends: at most 5 units "
            "and a creature (Seth 6).",
            ("A troop / a step", "which troop goes, then each space it enters"),
            ("Teleport", "from a district with a pyramid to an obelisk, for PP"),
            ("Drop / pick up", "leave units behind or take some along on the way"),
            ("Stop", "end the move here"),
        ),
        _lesson(
            "veto",
            "A Veto window",
            "The other side may cancel the DI card just played.",
            "A Veto card cancels a DI card as it is played; a Veto may be vetoed in turn. "
            "Every seat with DI cards is asked alike, so nobody learns who holds one.",
            ("Let it be", "the card takes effect"),
            ("Veto", "cancel it with a Veto card of yours (only if you hold one)"),
        ),
        _lesson(
            "di-target",
            "A card's target",
            "Choose where the effect of the DI card just played lands.",
            "Only the card's player chooses; the list holds the targets its effect allows.",
            ("A target", "the seat, troop or card the effect applies to"),
        ),
        # --- the Night ----------------------------------------------------------------------------
        _lesson(
            "temple-sacrifice",
            "A temple's sacrifice",
            "The temple your troop holds gives its PP for a sacrificed unit.",
            "At night a held temple gives PP; this one gives them only if a unit of the troop "
            "is sacrificed (it goes back to the reserve).",
            ("Sacrifice", "one unit back to the reserve, the temple's PP gained"),
            ("Skip", "keep the unit, no PP from this temple"),
        ),
        _lesson(
            "free-level",
            "A free level",
            "A tile raises one of your pyramids for free.",
            "The level is free; everything else about the pyramid stays as it is.",
            ("A pyramid", "it gains a level"),
        ),
        _lesson(
            "reinforce",
            "Free units",
            "Put free units from your reserve on the board, one at a time.",
            "A power gives these units: they cost no PP and go where the list shows.",
            ("A space", "one free unit there"),
            ("Done", "stop placing"),
        ),
        _lesson(
            "keep-di",
            "Keep DI cards",
            "You drew several DI cards: keep the number asked, the rest go away.",
            "What you keep is secret; the cards you drop go to the discard pile face down.",
            ("A card", "kept in your hand"),
        ),
        _lesson(
            "steal-di",
            "Take a DI card",
            "A power lets you take a DI card from another seat.",
            "You choose whom; the card is taken at random from their hand (hand sizes are "
            "public, the cards are not).",
            ("A seat", "one random card of theirs comes to your hand"),
        ),
        _lesson(
            "give-di",
            "The Alliance's DI card",
            "A shared power gives the Alliance a DI card: the team chooses who takes it.",
            "The member chosen draws it; the card stays that member's secret.",
            ("A member", "that member draws the card"),
        ),
        _lesson(
            "pp-share",
            "Share the PP",
            "A mixed troop of several members earned PP: give them out one at a time.",
            "The members of the troop share what it earned as the Alliance chooses.",
            ("A member", "that member gains the next PP"),
        ),
        _lesson(
            "sanctuary",
            "The Sanctuary",
            "Your troop holds the Sanctuary of All Gods at the end of the Day.",
            "Two units sacrificed there give 1 permanent VP.",
            ("Sacrifice", "units go back to the reserve; two make 1 VP"),
            ("Skip", "keep the units"),
        ),
        # --- the Alliance's rites -----------------------------------------------------------------
        _lesson(
            "rite-di",
            "A rite's DI card",
            "A card may make the rite being paid cheaper.",
            "Whether the rite may start is judged on PP alone; a card only helps to pay.",
            ("A DI card", "play it to lower the cost"),
            ("Done", "pay without a card"),
        ),
        _lesson(
            "sacred",
            "Sacrifice for a sacred temple",
            "Choose whose unit is sacrificed to raise the sacred temple.",
            "Levels 1, 2 and 3 cost 1, 2 and 3 units. Level 2 draws a prayer token (PP each "
            "Day); level 3 a temple power for the Alliance, and the temple then counts as a "
            "temple. A level-3 sacred temple is one of the Alliance's three conditions.",
            ("A member", "one unit of theirs is sacrificed"),
        ),
        _lesson(
            "ceremony",
            "The Great Ceremony",
            "Pay the Great Ceremony's cost, then choose its temple power.",
            "The members on obelisk deserts pay 10 × N − 4 × the Alliance's temporary VP "
            "together. It opens Seth's portal and is one of the Alliance's three conditions.",
            ("A share", "how much a member pays"),
            ("A power", "a temple power the Alliance keeps for the game"),
        ),
        # --- battles ------------------------------------------------------------------------------
        _lesson(
            "battle",
            "A battle goes on",
            "The battle runs its next step.",
            "Steps: cards, reveal, strength, damage, casualties, retreat or recall.",
            ("Continue", "the next step of the battle"),
        ),
        _lesson(
            "battle-fighter",
            "Who fights",
            "A troop of several members fights: choose the member whose cards are used.",
            "One member's battle card fights for the whole mixed troop.",
            ("A member", "that member chooses the battle cards"),
        ),
        _lesson(
            "battle-di",
            _BATTLE + "DI cards",
            "Lay battle DI cards face down, then say done.",
            "Battle DI cards add strength, damage or protection; they stay hidden until the "
            "reveal. An Escape card lets the troop leave before the fight.",
            ("A DI card", "laid face down for this battle"),
            ("Done", "no more cards"),
        ),
        _lesson(
            "battle-cards",
            _BATTLE + "your battle card",
            "Choose the battle card you play and the one you discard, both face down.",
            "Strength = units + the card's strength + tile, creature and DI bonuses (+1 for "
            "a defender in a city district); the higher wins, a tie goes to the defender. "
            "Damage minus the other side's protection kills units. Used cards come back once "
            "your hand is empty.",
            (
                "Play / discard",
                "the first card fights, the second is spent (F4 shows their numbers)",
            ),
        ),
        _lesson(
            "battle-swap",
            _BATTLE + "exchange cards",
            "A power lets you exchange the two played battle cards.",
            "The cards are face up now: you see what exchanging them does.",
            ("Exchange", "each side fights with the other's card"),
            ("Keep", "no change"),
        ),
        _lesson(
            "battle-wound",
            _BATTLE + "Divine Wound",
            "Discard DI cards for strength after the reveal, then say done.",
            "Each card discarded adds strength to your side in this battle.",
            ("A DI card", "discarded for strength"),
            ("Done", "no more"),
        ),
        _lesson(
            "casualties",
            "Casualties",
            "Units of a mixed troop die: choose whose goes next.",
            "Unblockable damage first, then damage minus protection; the Alliance chooses "
            "its own casualties.",
            ("A member", "one unit of theirs dies"),
        ),
        _lesson(
            "battle-retreat",
            "After the battle: retreat",
            "Your troop lost: move it to a free space next to it, or recall it.",
            "A recall brings the units home and gives PP = units recalled − 1.",
            ("A space", "the troop retreats there"),
            ("Recall", "the units go back to the reserve for PP"),
        ),
        _lesson(
            "battle-recall",
            "After the battle: recall",
            "Your troop won: keep it there, or recall it.",
            "An attacker who wins and keeps a unit there gains 1 battle VP. Seth recalls only "
            "after a loss. A recall gives PP = units recalled − 1.",
            ("Stay", "hold the space"),
            ("Recall", "the units go back to the reserve for PP"),
        ),
        _lesson(
            "osiris-rise",
            "Osiris",
            "Units killed in the battle rise again in their owner's city.",
            "The owner chooses the district among those with room.",
            ("A district", "the units rise there"),
        ),
        # --- Seth's yellow spaces and his Invasion ------------------------------------------------
        _lesson(
            "corrupt-creature",
            "Corrupt a creature",
            "Seth plays a creature card, then names the troop it attacks.",
            "The creature fights as if Seth attacked; if it wins the battle VP is his.",
            ("A creature card", "which creature attacks"),
            ("A troop", "the troop of the member it attacks"),
        ),
        _lesson(
            "corrupt-pyramid",
            "Corrupt a pyramid",
            "Seth buys a tile as if the member's pyramids were his.",
            "It uses the pyramids standing in the member's city.",
            ("A tile", "bought with those pyramids"),
            ("Skip", "buy nothing"),
        ),
        _lesson(
            "creature-home",
            "A creature goes home",
            "A creature left alone returns to a district of its owner's city.",
            "It joins one of his troops there that has no creature yet.",
            ("A district", "it goes there"),
        ),
        _lesson(
            "destroy-units",
            "Destroy units",
            "Seth strikes troops of the member, one unit at a time.",
            "Each strike kills one unit of the troop named.",
            ("A troop", "it loses one unit"),
        ),
        _lesson(
            "furious-invasion",
            "Furious Invasion",
            "Seth moves two troops and fights both battles at once.",
            "One battle card each, no discard; the second troop may not attack the space "
            "the first one attacks.",
            ("Continue", "the Invasion goes on"),
        ),
        _lesson(
            "invasion-order",
            "Furious Invasion: the order",
            "Seth names the battle of his Furious Invasion fought first.",
            "Both battles are fought; if the first one gives Seth his last battle VP the "
            "game ends before the second.",
            ("A battle", "fought first"),
        ),
        # --- cards and creatures ------------------------------------------------------------------
        _lesson(
            "place-creature",
            "Place a creature",
            "The tile you bought brings a creature: put it with one of your troops, or keep "
            "it in reserve.",
            "One creature a troop; it adds its power to every battle of that troop.",
            ("A troop", "the creature joins it"),
            ("Reserve", "keep it for later"),
        ),
        _lesson(
            "drop-card",
            "A battle card leaves",
            "A new battle card joined your hand: one card leaves the game.",
            "Your hand of battle cards keeps its size; the card you drop is gone for good.",
            ("A card", "it leaves the game"),
        ),
    )
}


def lesson_for(kind: str | None, count: int) -> Lesson | None:
    """What to teach at a decision of ``kind`` met ``count`` times before (None: it has
    stepped back, or nothing is asked)."""
    return pick(LESSONS, kind, count)


def step_of(state: KemetState, lone_human: bool = False) -> Step:
    """Who is asked in ``state`` and the lesson that fits: the decision's kind, unless the
    screen plays its single answer without asking: one the table knows, or any single answer
    when one human plays (``lone_human``: nobody else watches, so the hotseat asks nothing
    it need not). With several humans only public facts decide, so whether a lesson shows
    tells nobody what a hand holds."""
    decision = state.decision
    if decision is None:
        return Step(None)
    if (lone_human or answers_known(state)) and len(
        get_ruleset("kemet-seth").legal_actions(state)
    ) == 1:
        return Step(decision.decider)
    return Step(decision.decider, (decision.kind,))


def lone_human_step_of(state: KemetState) -> Step:
    """:func:`step_of` for a table of one human."""
    return step_of(state, lone_human=True)
