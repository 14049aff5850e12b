"""What a battle answers, in one place: the battle's decisions, how a seat sees the record, the
stages it runs through and the continuation that runs it on after a sub-decision.

The modules define the functions and the handlers; this list names them, so where a decision
kind or a stage is answered is read here instead of searched for. ``rules/kemet/tables.py``
gathers it with the other packages' lists into the engine's tables (``state/handlers.py``,
``state/tables.py``); importing it fills nothing.
"""

from kemet_tui.rules.kemet.battle import after, cards, flow, outcome, record

#: decision kind -> its handler
HANDLERS = {
    "battle": record.BATTLE_HANDLER,
    "battle-fighter": flow.FIGHTER_HANDLER,
    "battle-di": cards.DI_HANDLER,
    "battle-cards": cards.CARDS_HANDLER,
    "battle-swap": cards.SWAP_HANDLER,
    "battle-wound": cards.WOUND_HANDLER,
    "casualties": outcome.CASUALTIES_HANDLER,
    "osiris-rise": outcome.RISE_HANDLER,
    "battle-retreat": after.RETREAT_HANDLER,
    "battle-recall": after.RECALL_HANDLER,
}

#: decision kind -> what a seat may read of its context
CONTEXT_VIEWS = {
    "battle": record.secret_view,
}

#: stage name -> the stage, in the order a battle runs through them (``record.STAGES``)
BATTLE_STAGES = {
    "start": flow.start_stage,
    "fighters": flow.fighters_stage,
    "prekill": flow.prekill_stage,
    "prekill-losses": outcome.losses_stage,
    "nobattle": flow.nobattle_stage,
    "choose": flow.choose_stage,
    "reveal": flow.reveal_stage,
    "post": flow.post_stage,
    "resolve": flow.resolve_stage,
    "losses": outcome.losses_stage,
    "spoils": outcome.spoils_stage,
    "rise": outcome.rise_stage,
    "homes": outcome.homes_stage,
    "retreat": after.retreat_stage,
    "recall": after.recall_stage,
    "place": after.place_stage,
    "cards": cards.cleanup_stage,
    "pp": after.pp_stage,
    "end": after.end_stage,
}

#: continuation name -> what runs the battle on once a question it pushed is answered
RESUMES = {
    "battle": after.resume_battle,
}
