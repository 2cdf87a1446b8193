// The script element of every view, as attnviz.views.view_html writes it: the view's scripts
// (runtime.js, what the renderer requires, the renderer) in place of the line "SCRIPTS", in one
// function of the version of the package's front end, written in place of "VERSION" (a short
// hash of the package's scripts, also on the host as data-attnviz-version; see runtime.js).
(function (attnvizVersion) {
  "use strict";
  // SCRIPTS
})("VERSION");
