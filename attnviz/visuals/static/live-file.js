// The file attnviz.visuals.live writes for a live model (chapters 7 to 9): the model's record
// (format, name, checksum, manifest, data) in place of the empty object marked RECORD, and its
// name in place of "NAME". Weights and manifest only: the code that runs the model comes with
// the page's live view (live-engine.js, the model's live-KIND.js, attention.js).
(window.attnvizLiveWeights = window.attnvizLiveWeights || {})["NAME"] = {}; // RECORD
