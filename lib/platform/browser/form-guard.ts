/**
 * Forms submitted before the page's scripts have run. The forms that matter (login, invoice
 * lookup, PIX check, 'Gerar PIX' and 'Gerar Boleto') post natively to their server action: React
 * renders them with an `action`, and such a submit goes to the server at once. A form without an
 * `action` submits only through React, and natively would go out as a GET, its fields (a password,
 * a CPF) in the address, the history and the logs: this inline script, in every page's head, stops
 * those until React has taken the form over. It is serialised with toString(), so it must stay
 * self-contained.
 */
export function installFormGuard() {
  // Bubbling to the window comes after React's listener on the document: a hydrated form has
  // already prevented the native submission by then; a form React has not taken over has not.
  window.addEventListener("submit", (event) => {
    if (event.target instanceof HTMLFormElement && !event.target.hasAttribute("action")) event.preventDefault();
  });
}

/** The inline script's source. */
export function formGuardScript(): string {
  return `(${installFormGuard.toString()})();`;
}
