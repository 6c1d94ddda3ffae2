/** A route's search parameter read as text: the value when it is a string, else `undefined`. */
export const textParam = (value: unknown) => (typeof value === 'string' ? value : undefined);
