// Starts one of the course's slide decks (book/slides/slide_decks.py writes the pages) with the
// site's own reveal.js, and lays it out again once MathJax has typeset the formulas, whose size
// it cannot know before. When both are done, <html> gets data-deck="ready". The S key shows or
// hides the speaker notes (each slide's <aside class="notes">) in a panel beside the slide:
// reveal.js's showNotes option (its notes plugin, whose S opens a speaker window, is not loaded).
/* global Reveal, MathJax */
(function () {
  "use strict";
  var typeset = window.MathJax && MathJax.startup ? MathJax.startup.promise : Promise.resolve();
  Reveal.initialize({
    width: 1280,
    height: 720,
    margin: 0.02,
    center: false,
    hash: true,
    controls: true,
    progress: true,
    slideNumber: "c/t",
    transition: "fade",
    transitionSpeed: "fast",
    showNotes: false,
    keyboard: {
      83: function () {
        Reveal.configure({ showNotes: !Reveal.getConfig().showNotes });
        Reveal.layout(); // the slide now shares the window with the notes panel
      },
    },
  })
    .then(function () {
      return typeset;
    })
    .then(function () {
      Reveal.layout();
      document.documentElement.dataset.deck = "ready";
    });
})();
