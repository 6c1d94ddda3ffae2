import type { AuthzRows } from '../../authz/matrix.ts';

const M = '/api/company/:companyID/pubs/:pubID/menus';
const C = `${M}/:menuID/categories`;
const D = `${C}/:categoryID/dishes`;
const owner = ['company'] as const;
const ownerAndStaff = ['company', 'staff'] as const;
const P = '/api/company/:companyID/pubs/:pubID';

export const rows: AuthzRows = {
  [`POST ${M}/`]: owner,
  [`GET ${M}/`]: owner,
  [`GET ${M}/:menuID/`]: owner,
  [`PUT ${M}/:menuID/`]: owner,
  [`DELETE ${M}/:menuID/`]: owner,
  [`POST ${M}/:menuID/move-left`]: owner,
  [`POST ${M}/:menuID/move-right`]: owner,

  [`POST ${C}/`]: owner,
  [`GET ${C}/`]: owner,
  [`GET ${C}/:categoryID/`]: owner,
  [`PUT ${C}/:categoryID/`]: owner,
  [`DELETE ${C}/:categoryID/`]: owner,
  [`PATCH ${C}/:categoryID/image`]: owner,
  [`POST ${C}/:categoryID/move-left`]: owner,
  [`POST ${C}/:categoryID/move-right`]: owner,

  [`POST ${D}`]: owner,
  [`GET ${D}`]: owner,
  [`GET ${D}/:dishID`]: owner,
  [`PUT ${D}/:dishID`]: owner,
  [`DELETE ${D}/:dishID`]: owner,
  [`PATCH ${D}/:dishID/image`]: owner,
  [`POST ${D}/:dishID/move-left`]: owner,
  [`POST ${D}/:dishID/move-right`]: owner,
  [`PATCH ${D}/bulk-price`]: owner,

  // docs/product.md D12: modifier groups (owner edits, staff read) and the stop list (both).
  [`GET ${P}/modifier-groups`]: ownerAndStaff,
  [`POST ${P}/modifier-groups`]: owner,
  [`GET ${P}/modifier-groups/:groupID`]: ownerAndStaff,
  [`PUT ${P}/modifier-groups/:groupID`]: owner,
  [`DELETE ${P}/modifier-groups/:groupID`]: owner,
  [`GET ${P}/stop-list`]: ownerAndStaff,
  [`POST ${P}/stop-list`]: ownerAndStaff,
  [`DELETE ${P}/stop-list/dish/:dishID`]: ownerAndStaff,
  [`DELETE ${P}/stop-list/option/:optionID`]: ownerAndStaff,
  // docs/product.md D18: the menu texts as a spreadsheet, out and back in.
  [`GET ${P}/texts.xlsx`]: owner,
  [`POST ${P}/texts.xlsx`]: owner,
};
