// The file attnviz.visuals.live writes for a live model (chapters 7 to 9), with the view's code
// in place of the line "SCRIPTS" (live-engine.js, the model's live-KIND.js, attention.js), the
// live views' version in place of "VERSION", the model's name in place of "NAME" and its record
// (format, checksum, manifest, data) in place of the empty object marked RECORD. The code does
// nothing on a page without that version's runtime (a view saved by another release: live.js
// then says that the file brought no code for it).
(function (attnvizVersion) {
  "use strict";
  if (!window.attnvizRuntimes || !window.attnvizRuntimes[attnvizVersion]) {
    return;
  }
  // SCRIPTS
})("VERSION");
(window.attnvizLiveWeights = window.attnvizLiveWeights || {})["NAME"] = {}; // RECORD
