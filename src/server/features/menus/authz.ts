import type { AuthzRows } from '../../authz/matrix.ts';

const M = '/api/company/:companyID/pubs/:pubID/menus';
const C = `${M}/:menuID/categories`;
const D = `${C}/:categoryID/dishes`;
const owner = ['company'] as const;

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
};
