const shop = {
  home: {},
};

export default shop;
