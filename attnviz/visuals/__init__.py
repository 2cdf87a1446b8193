"""Everything the book draws: the palette of queries, keys and values
(:mod:`~attnviz.visuals.palette`), figures (:mod:`~attnviz.visuals.plotting`,
:mod:`~attnviz.visuals.overlay`), the schematic diagrams (:mod:`~attnviz.visuals.figures`, SVG
files in ``diagrams/``), and the live views: one HTML fragment each
(:mod:`~attnviz.visuals.views`), attention heatmaps (:mod:`~attnviz.visuals.html_view`) and the
explorers of chapters 2 to 8 (:mod:`~attnviz.visuals.explorers`), whose front end is in
``static/``."""
