/**
 * Text typed into a textarea before the page's scripts arrived, kept through hydration. React's
 * hydration writes a textarea's server-rendered text back into it (react-dom's initTextarea does not
 * look at whether it is hydrating, as it does for inputs), so a textarea that came with text — a
 * listing's description, a post's markdown — would lose what was typed into it. Call this before
 * hydration starts; call what it answers once the page has hydrated: each textarea changed before
 * gets its text back, with an input event, so the components that follow the field see it.
 */
export function takeTypedTextareas(): () => void {
  const typed = [...document.querySelectorAll('textarea')].filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value] as const);
  return () => {
    // The prototype's setter: React watches the element's own, and would take the text for its own doing.
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value || !setValue) continue;
      setValue.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
