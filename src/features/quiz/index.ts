export { quizQueue, notificationsEnabled, useCurrentQuiz } from './queue';
