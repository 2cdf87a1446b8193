// ESLint's configuration for the project's JavaScript: the package's front end
// (attnviz/visuals/static/*.js, classic scripts that run in every Jupyter front end and on the static
// site), the website's own scripts (book/_static/*.js) and the browser check's page functions
// (tests/browser/*.js, each one arrow function that Playwright evaluates in a page).
import js from "@eslint/js";
import globals from "globals";

export default [
  // The live models' files (attnviz.visuals.live): written by the chapters, the code in them
  // is the package's own (linted here in attnviz/visuals/static/), the rest data.
  {ignores: ["book/_static/live/"]},
  js.configs.recommended,
  {
    files: ["**/*.js"],
    languageOptions: {
      ecmaVersion: 2020,
      sourceType: "script",
      globals: {...globals.browser}
    },
    rules: {
      "eqeqeq": "error",
      "no-implicit-globals": "error",
      "no-unused-vars": ["error", {"args": "none"}],
      "no-var": "off",
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "no-restricted-properties": ["error",
        {"property": "innerHTML", "message": "write text with textContent"},
        {"property": "outerHTML", "message": "write text with textContent"}],
      "no-restricted-globals": ["error", "fetch", "XMLHttpRequest", "WebSocket", "EventSource"],
      "strict": ["error", "function"],
      "curly": "error",
      "max-len": ["error", {"code": 100}]
    }
  },
  {
    // attnviz.visuals.views wraps a view's scripts in one function of attnvizVersion (see runtime.js)
    files: ["attnviz/visuals/static/*.js"],
    languageOptions: {globals: {attnvizVersion: "readonly"}}
  },
  {
    files: ["tests/browser/*.js"],
    languageOptions: {ecmaVersion: 2022},
    rules: {"strict": "off", "curly": "off"}
  }
];
