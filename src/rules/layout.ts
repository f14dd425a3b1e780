/** A tab row's height: tabs, their row and the placeholder that holds its place (the first paint's too). */
export const tabRowHeightPx = 40;
