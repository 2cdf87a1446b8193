"""Looking inside trained models: recording every attention call
(:mod:`~attnviz.inspection.recording`), typed maps by layer and head
(:mod:`~attnviz.inspection.maps`), induction heads (:mod:`~attnviz.inspection.induction`,
chapter 9), attention rollout (:mod:`~attnviz.inspection.rollout`, chapter 8) and attention sinks
(:mod:`~attnviz.inspection.sink_task`, chapter 11)."""
