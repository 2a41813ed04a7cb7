print("stringsgen")
