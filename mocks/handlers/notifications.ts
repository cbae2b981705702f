/** Mock REST handlers of the notifications area. */
export const notificationsHandlers = [];
