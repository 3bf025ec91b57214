/** The Cultural Recipe Generator (the server's src/recipes). */
export { RecipeGenerator } from './components/recipe-generator';
