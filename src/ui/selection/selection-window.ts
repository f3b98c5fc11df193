/** How many cards of a category's products or solutions a page shows at once (src/content/catalogue/window.ts). */
export const SELECTION_WINDOW = 12
