/** Whether the widget runs inside another page's frame (a cross-origin parent throws on access: embedded too). */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}
