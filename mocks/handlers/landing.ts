/** Mock REST handlers of the landing area. */
export const landingHandlers = [];
