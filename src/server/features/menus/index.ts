/**
 * The menus feature's public face: what other server features may use of it (eslint/boundaries.js lets a feature
 * reach another only through this file).
 */
export { chooseOptions, dishesJson, groupsByDish, guestNameOf, loadDishGroups, type GuestLanguage } from './model.ts';
export { listPubDishes, type DishRow } from './repository/dishes.ts';
