// Lets the ipywidgets HTML manager (vendor/jupyter-widgets/embed-amd.js) render the widget
// outputs offline and without errors. MyST-NB loads this file on pages with widget outputs,
// after require.js and before embed-amd.js (nb_ipywidgets_js in _config.yml).
(function () {
  "use strict";
  var script = document.currentScript;
  var staticUrl = new URL(".", script.src).href; // .../_static/
  var managerUrl = staticUrl + "vendor/jupyter-widgets/";

  // 1. The manager loads any widget module it does not bundle (it bundles
  //    @jupyter-widgets/base, controls and output) from the URL in a script's
  //    data-jupyter-widgets-cdn attribute, by default a CDN. Point it at this site instead: a
  //    third-party widget then fails visibly (and in tests/browser) with a local 404, and no
  //    page reaches out to the internet.
  script.setAttribute("data-jupyter-widgets-cdn", staticUrl + "vendor/widget-modules/");

  // 2. The manager's bundled styles load their font files relative to the address RequireJS
  //    gives its modules, which is page-relative unless RequireJS knows where the bundle is.
  window.__jupyter_widgets_assets_path__ = managerUrl;
  if (typeof window.requirejs === "function") {
    window.requirejs.config({
      paths: {
        "@jupyter-widgets/html-manager/dist": managerUrl.slice(0, -1),
        "@jupyter-widgets/html-manager": managerUrl + "index",
      },
    });
  }

  // 3. @jupyter-widgets/base typesets widget descriptions with the MathJax 2 call
  //    MathJax.Hub.Queue(["Typeset", MathJax.Hub, element]) whenever window.MathJax exists;
  //    the book loads MathJax 3, which has no Hub, so every description would throw
  //    "Cannot read properties of undefined (reading 'Queue')". Translate that one call.
  var hub = {
    Queue: function () {
      var mathjax = window.MathJax;
      Array.prototype.forEach.call(arguments, function (command) {
        var element = Array.isArray(command) && command[0] === "Typeset" ? command[2] : null;
        if (!element || !mathjax || !mathjax.startup || !mathjax.startup.promise) {
          return;
        }
        mathjax.startup.promise
          .then(function () {
            return mathjax.typesetPromise([element]);
          })
          .catch(function (error) {
            console.error("MathJax could not typeset a widget description:", error);
          });
      });
    },
  };
  var mathjax = window.MathJax;
  if (mathjax && mathjax.version) {
    mathjax.Hub = mathjax.Hub || hub; // MathJax already loaded
  } else if (mathjax) {
    // A configuration object that MathJax 3 replaces when it loads (the script is deferred):
    // keep a Hub on it until then, and add one to the real MathJax object once it is ready.
    mathjax.Hub = hub;
    var startup = (mathjax.startup = mathjax.startup || {});
    var userReady = startup.ready;
    startup.ready = function () {
      if (userReady) {
        userReady();
      } else {
        window.MathJax.startup.defaultReady();
      }
      window.MathJax.Hub = window.MathJax.Hub || hub;
    };
  }
})();
