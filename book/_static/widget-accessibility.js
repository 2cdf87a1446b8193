// Names the sliders that the ipywidgets HTML manager draws, for screen readers and speech input.
// MyST-NB loads this file on pages with widget outputs, after the manager (nb_ipywidgets_js in
// _config.yml).
//
// ipywidgets 8 draws a slider with noUiSlider: its handle is the focusable element, with
// role="slider", but nothing ties it to the widget's description (the <label class="widget-label">
// beside it has no "for", since there is no input to point at), so a screen reader announces
// an unnamed slider (axe: aria-input-field-name). Once a slider is rendered, its handle gets
// aria-labelledby pointing at that label. A FloatLogSlider's handle also announces the exponent
// (aria-valuetext "-0.301" for 0.50); it is made to announce the readout the reader sees.
(function () {
  "use strict";
  var HANDLE = ".widget-slider .noUi-handle";
  var counter = 0;

  function readoutOf(handle) {
    var slider = handle.closest(".widget-slider");
    return slider && slider.querySelector(".widget-readout");
  }

  function syncValueText(handle) {
    var readout = readoutOf(handle);
    var text = readout ? readout.textContent.trim() : "";
    if (text && handle.getAttribute("aria-valuetext") !== text) {
      handle.setAttribute("aria-valuetext", text);
    }
  }

  function name(handle) {
    if (handle.hasAttribute("aria-label") || handle.hasAttribute("aria-labelledby")) {
      return;
    }
    var slider = handle.closest(".widget-slider");
    var label = slider && slider.querySelector(":scope > .widget-label");
    if (!label || !label.textContent.trim()) {
      return; // no description: nothing to name it by
    }
    if (!label.id) {
      counter += 1;
      label.id = "widget-slider-label-" + counter;
    }
    handle.setAttribute("aria-labelledby", label.id);
    var readout = readoutOf(handle);
    if (readout) {
      // noUiSlider rewrites aria-valuetext whenever the value moves; follow the readout.
      var update = function () {
        syncValueText(handle);
      };
      new MutationObserver(update).observe(readout, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      new MutationObserver(update).observe(handle, { attributeFilter: ["aria-valuetext"] });
      update();
    }
  }

  function nameAll() {
    document.querySelectorAll(HANDLE).forEach(name);
  }

  function start() {
    nameAll();
    // The manager renders the widgets after the page has loaded, and redraws views whenever a
    // model changes: name every slider handle that appears.
    new MutationObserver(nameAll).observe(document.body, { childList: true, subtree: true });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
