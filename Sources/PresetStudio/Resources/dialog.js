// The studio's one modal dialog (a <dialog>, so focus stays inside and Escape cancels):
// a title, a sentence, optional fields, and buttons. `act(button, values)` may run the
// action and return an error message to keep the dialog open and show it.

export function ask({ title, text = "", fields = [], buttons, act = async () => null }) {
  const dialog = document.querySelector("[data-dialog]");
  const form = dialog.querySelector("[data-dialog-form]");
  const error = dialog.querySelector("[data-dialog-error]");
  dialog.querySelector("[data-dialog-title]").textContent = title;
  dialog.querySelector("[data-dialog-text]").textContent = text;
  error.textContent = "";
  const holder = dialog.querySelector("[data-dialog-fields]");
  holder.replaceChildren(...fields.map((field) => {
    const label = document.createElement("label");
    label.textContent = `${field.label} `;
    let input;
    if (field.options) {
      input = document.createElement("select");
      for (const option of field.options) input.append(new Option(option.label, option.value));
    } else {
      input = document.createElement("input");
      input.autocomplete = "off";
      input.spellcheck = false;
    }
    input.name = field.name;
    if (field.value !== undefined) input.value = field.value;
    if (field.testid) input.dataset.testid = field.testid;
    label.append(input);
    return label;
  }));
  const row = dialog.querySelector("[data-dialog-buttons]");
  return new Promise((resolve) => {
    row.replaceChildren(...buttons.map((spec) => {
      const button = document.createElement("button");
      button.type = spec.cancel ? "button" : "submit";
      button.value = spec.value;
      button.textContent = spec.label;
      if (spec.primary) button.className = "primary";
      if (spec.testid) button.dataset.testid = spec.testid;
      if (spec.cancel) button.addEventListener("click", () => dialog.close("cancel"));
      return button;
    }));
    const submit = async (event) => {
      event.preventDefault();
      const choice = event.submitter?.value ?? buttons.find((b) => b.primary)?.value;
      const values = Object.fromEntries([...holder.querySelectorAll("input, select")].map((i) => [i.name, i.value.trim()]));
      for (const button of row.querySelectorAll("button")) button.disabled = true;
      let problem;
      try {
        problem = await act(choice, values);
      } catch (failure) {
        problem = failure.message;
      }
      for (const button of row.querySelectorAll("button")) button.disabled = false;
      if (problem) {
        error.textContent = problem;
        return;
      }
      finish(choice, values);
    };
    const finish = (choice, values) => {
      form.removeEventListener("submit", submit);
      dialog.removeEventListener("close", closed);
      if (dialog.open) dialog.close();
      resolve({ choice, values });
    };
    const closed = () => finish("cancel", {});
    form.addEventListener("submit", submit);
    dialog.addEventListener("close", closed);
    dialog.showModal();
    (holder.querySelector("input, select") || row.querySelector(".primary") || row.querySelector("button"))?.focus();
  });
}
