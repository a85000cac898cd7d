declare module '*.ohm' {
  const grammarText: string;
  export default grammarText;
}
