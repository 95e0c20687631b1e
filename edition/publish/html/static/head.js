/* liuren edition: before the page is drawn, say that scripts run (style.css hides the
   emendation notes until their button is pressed only then; without scripts they stay shown). */
document.documentElement.className += " js";
