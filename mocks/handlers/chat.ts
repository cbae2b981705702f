/** Mock REST handlers of the chat area. */
export const chatHandlers = [];
