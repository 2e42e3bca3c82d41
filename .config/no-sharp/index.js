throw new Error('sharp is left out of this install (package.json overrides): the portal serves images as they are.');
