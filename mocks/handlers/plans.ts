/** Mock REST handlers of the plans area. */
export const plansHandlers = [];
