export const internal = 'one';
