// MathJax's settings for the slide decks, read when MathJax loads (the deck loads this file
// first): typeset only the maths that the deck builder marked (span.math and div.math, written
// with \( \) and \[ \]), never a dollar sign in the text.
window.MathJax = {
  tex: {
    inlineMath: [["\\(", "\\)"]],
    displayMath: [["\\[", "\\]"]],
  },
  options: {
    ignoreHtmlClass: "deck",
    processHtmlClass: "math",
  },
};
